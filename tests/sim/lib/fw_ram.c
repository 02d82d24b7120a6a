/* SPDX-License-Identifier: MIT */
/* Reading the firmware's state by symbol (fw_ram.h). */
#include <string.h>
#include "fw_ram.h"
#include "save.h"

bool fw_game(rig_t *r, game_t *g)
{
    uint8_t buf[sizeof(game_t) + 1] = { 0 };
    int n = rig_read_global(r, "game", buf, sizeof buf);
    memcpy(g, buf, sizeof *g);
    if (n > (int)sizeof(game_t) || n + 3 < (int)sizeof(game_t) || g->psize < 3 ||
        g->psize > 5 || g->phase > PHASE_SELFTEST) {
        g->phase = 0xFFu;
        g->psize = 5;
        return false;
    }
    return true;
}

bool fw_game_board(rig_t *r, uint32_t *board)
{
    game_t g;
    if (!fw_game(r, &g)) {
        return false;
    }
    *board = g.board;
    return true;
}

int fw_game_moves(rig_t *r)
{
    game_t g;
    return fw_game(r, &g) ? g.moves : -1;
}

uint32_t fw_boot_count(rig_t *r)
{
    uint8_t b[SAVE_BOOT_BYTES];
    rig_eeprom_get(r, (uint16_t)(rig_eeprom_size(r) - SAVE_BOOT_BYTES), b, sizeof b);
    return (uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24;
}

uint8_t fw_reset_cause(rig_t *r)
{
    uint8_t v = 0xEE;
    rig_read_global(r, "hal_mcusr", &v, 1);
    return v;
}

bool fw_flag(rig_t *r, const char *name)
{
    uint8_t v = 0;
    rig_read_global(r, name, &v, 1);
    return v != 0;
}
