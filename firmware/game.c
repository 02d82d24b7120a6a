/* SPDX-License-Identifier: MIT */
/*
 * The game core: puzzle start, play keys (moves, HINT, UNDO, START), win,
 * and the timed phases. Menu, level select and Design live in game_menu.c,
 * drawing in game_show.c, saves in game_save.c.
 */
#include "game_int.h"
#include "levels.h"
#include "prng.h"
#include "solver.h"

uint32_t game_target(const game_t *g)
{
    return lo_target(g->psize, g->on);
}

void game_sound(game_t *g, uint8_t tone, uint32_t now)
{
    g->tone = tone;
    g->tone_t0 = (uint16_t)now;
}

void game_begin(game_t *g, uint32_t board, uint32_t now)
{
    g->start = board;
    g->board = board;
    g->moves = 0;
    g->hints = 0;
    g->undo_n = 0;
    g->hint_level = 0;
    g->blink = 0;
    g->par = lo_par(board ^ game_target(g), g->psize);
    g->phase = PHASE_INTRO;
    g->t0 = (uint16_t)now;
}

void game_new_puzzle(game_t *g, uint32_t now)
{
    g->psize = g->mode == GAME_CLASSIC ? 5u : g->size;
    uint32_t target = game_target(g);
    if (g->mode == GAME_CLASSIC) {
        game_begin(g, level_board(g->level) ^ target, now);
    } else if (g->mode == GAME_RANDOM) {
        uint32_t dealt = lo_deal(&g->rng, g->psize, GAME_RANDOM_PAR_LO, GAME_RANDOM_PAR_HI);
        game_begin(g, dealt ^ target, now);
    } else {
        game_begin(g, 0, now);   /* Design: the grid starts dark */
        g->par = 0;
        g->phase = PHASE_EDIT;
    }
}

void game_init(game_t *g, uint32_t seed, uint32_t now_ms)
{
    *g = (game_t){0};
    prng_seed(&g->rng, seed);
    g->mode = GAME_CLASSIC;
    g->size = 5;
    g->sound = 1;
    g->unlocked = 1;
    g->level = 1;
    game_new_puzzle(g, now_ms);
}

/* Solved: score it, prepare what follows, show the result first. */
static void win(game_t *g, uint32_t now)
{
    uint8_t over = (uint8_t)(g->moves - g->par);  /* moves >= par always */
    g->result = (g->hints == 0 && over == 0) ? GAME_PERFECT : (over > 25u ? 25u : over);
    game_sound(g, TONE_CHIRP, now);
    if (g->mode == GAME_CLASSIC) {
        /* After the last level, play wraps to level 1. */
        if (g->level == g->unlocked && g->unlocked < LEVEL_COUNT) {
            g->unlocked++;
        }
        g->level = g->level < LEVEL_COUNT ? g->level + 1u : 1u;
        game_new_puzzle(g, now);
        g->back = PHASE_INTRO;
    } else if (g->mode == GAME_RANDOM) {
        game_new_puzzle(g, now);
        g->back = PHASE_INTRO;
    } else {
        /* Design: back to the editor holding the designed board. */
        g->board = g->start;
        g->moves = 0;
        g->hints = 0;
        g->back = PHASE_EDIT;
    }
    g->phase = PHASE_RESULT;
    g->t0 = (uint16_t)now;
}

static void press(game_t *g, uint8_t cell, uint32_t now)
{
    g->board = lo_press(g->board, cell, g->psize);
    g->undo[g->undo_top] = cell;
    g->undo_top = (uint8_t)((g->undo_top + 1u) & (GAME_UNDO_DEPTH - 1u));
    if (g->undo_n < GAME_UNDO_DEPTH) {
        g->undo_n++;
    }
    if (g->moves < 255u) {
        g->moves++;
    }
    game_sound(g, TONE_CLICK, now);
    if (g->board == game_target(g)) {
        win(g, now);
    }
}

/* HINT: the first press shows the lowest cell of the fewest-press plan,
 * the next ones the whole plan. */
static void hint(game_t *g, uint32_t now)
{
    uint32_t plan = lo_solve(g->board ^ game_target(g), g->psize);
    if (g->hints < 255u) {
        g->hints++;
    }
    if (g->hint_level == 0) {
        g->blink = plan & (~plan + 1u);
        g->hint_level = 1;
    } else {
        g->blink = plan;
        g->hint_level = 2;
    }
    g->t0 = (uint16_t)now;
    game_sound(g, TONE_CLICK, now);
}

static bool undo(game_t *g, uint32_t now)
{
    if (g->undo_n == 0) {
        return false;
    }
    g->undo_n--;
    g->undo_top = (uint8_t)((g->undo_top - 1u) & (GAME_UNDO_DEPTH - 1u));
    g->board = lo_press(g->board, g->undo[g->undo_top], g->psize);
    if (g->moves > 0) {
        g->moves--;
    }
    game_sound(g, TONE_CLICK, now);
    return true;
}

static void start_key(game_t *g, uint32_t now)
{
    if (g->mode == GAME_CLASSIC) {
        /* Restart the level; its hints stay counted. */
        g->board = g->start;
        g->moves = 0;
        g->undo_n = 0;
    } else if (g->mode == GAME_RANDOM) {
        game_new_puzzle(g, now);
    } else {
        /* Design: back to the editor with the designed board. */
        g->board = g->start;
        g->moves = 0;
        g->hints = 0;
        g->phase = PHASE_EDIT;
    }
    game_sound(g, TONE_CLICK, now);
}

/* A key in play. Returns false when refused. */
static bool play_key(game_t *g, uint8_t ev, uint32_t now)
{
    if (ev != KEY_HINT) {
        g->hint_level = 0;   /* any other key ends the hint */
        g->blink = 0;
    }
    if (ev < KEY_GRID_COUNT) {
        if (lo_grid_mask(g->psize) & (1ul << ev)) {
            press(g, ev, now);
        }
        return true;
    }
    switch (ev) {
    case KEY_HINT:
        hint(g, now);
        return true;
    case KEY_UNDO:
        return undo(g, now);
    case KEY_START:
        start_key(g, now);
        return true;
    case KEY_MODE:
        game_menu_open(g, now);
        return true;
    default:
        return true;   /* EV_START_LONG: power is main's business */
    }
}

void game_tick(game_t *g, uint32_t now)
{
    for (uint8_t i = 0; i < 2u; i++) {
        uint16_t dt = (uint16_t)((uint16_t)now - g->t0);
        if (g->phase == PHASE_RESULT) {
            uint16_t len = g->result == GAME_PERFECT ? GAME_SHOW_MS : GAME_OVERPAR_MS;
            if (dt < len) {
                break;
            }
            g->phase = g->back;
            g->t0 += len;
        } else if (g->phase == PHASE_INTRO) {
            uint16_t len = game_intro_ms(g);
            if (dt < len) {
                break;
            }
            g->phase = PHASE_PLAY;
            g->t0 += len;
        } else {
            break;
        }
    }
    if (g->tone != TONE_NONE && (uint16_t)((uint16_t)now - g->tone_t0) > 1000u) {
        g->tone = TONE_NONE;   /* long over: never replays after a wrap */
    }
}

void game_event(game_t *g, uint8_t ev, uint32_t now_ms)
{
    bool ok = true;
    game_tick(g, now_ms);
    switch (g->phase) {
    case PHASE_INTRO:
        if (ev == EV_START_LONG) {
            return;
        }
        g->phase = PHASE_PLAY;   /* skipped: the key is not a move */
        g->t0 = (uint16_t)now_ms;
        return;
    case PHASE_RESULT:
        return;                  /* the result runs its time */
    case PHASE_MENU:
        game_menu_key(g, ev, now_ms);
        break;
    case PHASE_SELECT:
        game_select_key(g, ev, now_ms);
        break;
    case PHASE_EDIT:
        game_edit_key(g, ev, now_ms);
        break;
    default:
        ok = play_key(g, ev, now_ms);
        break;
    }
    if (!ok) {
        game_sound(g, TONE_BUZZ, now_ms);
    }
    g->version++;
}
