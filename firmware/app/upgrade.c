/* SPDX-License-Identifier: MIT */
/* Saves of the previous layouts, upgraded (upgrade.h). */
#include "upgrade.h"
#include <stddef.h>
#include <string.h>
#include "save.h"

/* Layout 2 held mode .. steps in today's order, right after the boards. */
#define OLD_SETTINGS (offsetof(game_save_t, steps) + 1u - offsetof(game_save_t, mode))
_Static_assert(OLD_SETTINGS == 14u && 2u * sizeof(uint32_t) + OLD_SETTINGS + 2u == GAME_SAVE_SIZE_OLD,
               "layout 2: start, board, 14 setting and game bytes, 2 reserved");

void upgrade_snapshot(game_save_t *s)
{
    uint8_t *b = (uint8_t *)s;
    uint8_t old_reserved = b[GAME_SAVE_SIZE_OLD - 1u] | b[GAME_SAVE_SIZE_OLD - 2u];
    memmove(&s->mode, b + 2u * sizeof(uint32_t), OLD_SETTINGS);   /* up 10 bytes */
    memset(&s->start_bright, 0, offsetof(game_save_t, mode) - offsetof(game_save_t, start_bright));
    s->versus = old_reserved;     /* 0, or refused (no Versus then) */
}

bool upgrade_load(game_t *g)
{
    game_record_t r;
    bool ok = false;
    uint8_t len = 0;
    uint16_t at = 0;
    /* Newest layout first: a player who upgraded before may still hold
     * older records of the layout before. */
    for (uint8_t layout = GAME_SAVE_LAYOUT; !ok && layout-- > GAME_SAVE_LAYOUT_OLD;) {
        /* Layout 4 held solves and perfect as now, after the snapshot. */
        uint8_t kept = layout == GAME_SAVE_LAYOUT_SOLVES ? 2u * sizeof(uint16_t) : 0u;
        len = layout == GAME_SAVE_LAYOUT_OLD ? GAME_SAVE_SIZE_OLD : (uint8_t)(sizeof(game_save_t) + kept);
        save_init(layout, len);
        for (ok = save_load(&r); ok; ok = save_load_older(&r)) {
            if (layout == GAME_SAVE_LAYOUT_OLD) {
                upgrade_snapshot(&r.game);
            }
            /* the statistics it did not hold start at 0 */
            memset((uint8_t *)&r.stats + kept, 0, sizeof(game_stats_t) - kept);
            if (game_resume(g, &r)) {
                break;
            }
        }
        at = save_loaded_at();
    }
    save_init(GAME_SAVE_LAYOUT, GAME_RECORD_SIZE);
    if (ok) {
        /* The old record stays whole until the new one is complete. */
        save_spare(at, (uint8_t)(len + SAVE_OVERHEAD));
    }
    return ok;
}
