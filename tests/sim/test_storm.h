/* SPDX-License-Identifier: MIT */
/* The storm test's state and checks (test_storm.c): the game as the
 * firmware holds it, failures counted by kind, what was visited, and the
 * LEDs compared with the board at a point in plain play. */
#ifndef SIM_TEST_STORM_H
#define SIM_TEST_STORM_H

#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "game.h"
#include "save.h"
#include "scene.h"
#include "solver.h"

#define CELL(r, c) (1ul << (5u * (r) + (c)))

static rig_t *rig;
static uint32_t rng = 0x5703Au;   /* the storm's fixed seed */

static struct {
    unsigned actions, points, skipped, moves_checked, chords, offs, wins, solves;
    unsigned phase_seen[6], mode_seen[3], size_seen[6], on_seen[2];
    unsigned hint_blinks;
    unsigned menus;    /* settings picked through the menu */
    unsigned bad[6];   /* failures seen, by kind (enum below) */
} st;

enum { BAD_LEDS, BAD_MOVE, BAD_CHORD, BAD_OFF, BAD_WIN, BAD_MENU };

static uint32_t rnd(uint32_t n) { return scene_rand(&rng) % n; }

/* The firmware's game_t: same field offsets on the AVR and the host (see
 * game_state.h); the host may add tail padding only. When it cannot be
 * read, or is not set up (during a start-up), g says phase 0xFF, 5x5 and
 * the answer is false. */
static bool game_now(game_t *g)
{
    uint8_t buf[sizeof(game_t) + 1] = { 0 };
    int n = rig_read_global(rig, "game", buf, sizeof buf);
    memcpy(g, buf, sizeof *g);
    if (n > (int)sizeof(game_t) || n + 3 < (int)sizeof(game_t) || g->psize < 3 ||
        g->psize > 5 || g->phase > PHASE_EDIT) {
        g->phase = 0xFFu;
        g->psize = 5;
        return false;
    }
    return true;
}

static bool flag(const char *name)
{
    uint8_t v = 0;
    rig_read_global(rig, name, &v, 1);
    return v != 0;
}

static uint32_t boot_count(void)
{
    uint8_t b[SAVE_BOOT_BYTES];
    rig_eeprom_get(rig, (uint16_t)(rig_eeprom_size(rig) - SAVE_BOOT_BYTES), b, sizeof b);
    return (uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24;
}

static uint8_t reset_cause(void)
{
    uint8_t v = 0xEE;
    rig_read_global(rig, "hal_mcusr", &v, 1);
    return v;
}

static void note(const game_t *g)
{
    st.phase_seen[g->phase]++;
    st.mode_seen[g->mode < 3 ? g->mode : 0]++;
    st.size_seen[g->psize]++;
    st.on_seen[g->on & 1u]++;
}

/* Count a failure of a kind; the first few are told with the instant and
 * the action number (the seed is fixed: the same run repeats). */
static void fail_at(int kind, const char *what, uint32_t a, uint32_t b)
{
    if (st.bad[kind]++ < 5) {
        printf("  action %u at %.1f ms (cycle %llu): %s (0x%07x vs 0x%07x)\n", st.actions,
               rig_now_ms(rig), (unsigned long long)rig_cycle(rig), what, a, b);
    }
}

/* The game state a chord must leave alone (the phase may end by time). */
static bool same_game(const game_t *a, const game_t *b)
{
    return a->board == b->board && a->moves == b->moves && a->undo_n == b->undo_n &&
           a->mode == b->mode && a->size == b->size && a->on == b->on && a->level == b->level;
}

/* Whether the grid shows just the board: play or the Design editor, with
 * no hint or fix cells blinking. */
static bool plain(const game_t *g)
{
    return (g->phase == PHASE_PLAY || g->phase == PHASE_EDIT) && g->blink == 0;
}

/* A point in plain play: compare the LEDs with the board the game holds. */
static void check_point(void)
{
    game_t a, b;
    if (!game_now(&a) || !plain(&a) || flag("off_pending")) {
        st.skipped++;
        return;
    }
    uint32_t lit = rig_board(rig);
    if (!game_now(&b) || !plain(&b) || b.board != a.board) {
        st.skipped++;
        return;
    }
    st.points++;
    if (lit != a.board) {
        fail_at(BAD_LEDS, "LEDs differ from the game's board", lit, a.board);
    }
}

/* Back to a puzzle in play (or the editor), by keys a player would use. */
static bool settle_play(game_t *g)
{
    for (int i = 0; i < 12 && game_now(g); i++) {
        if (g->phase == PHASE_PLAY || g->phase == PHASE_EDIT) {
            return true;
        }
        if (g->phase == PHASE_RESULT) {
            rig_run_ms(rig, 2100);
        } else {
            rig_press(rig, g->phase == PHASE_INTRO ? SCENE_UNDO : SCENE_MODE);
        }
    }
    return false;
}

#endif
