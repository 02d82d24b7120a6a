/* SPDX-License-Identifier: MIT */
/*
 * The serial log (log.h). Lines, all lower case, words separated by one
 * space, boards as 7-digit hex in the bit layout of the README:
 *   boot uno v1.0-3-gabcdef0 reset power
 *   puzzle level 1 board 0d1a4c0 par 3
 *   move 2 2 board 0d1a4c0 moves 1
 *   hint cells 0000080 hints 1
 *   undo board 0d1a4c0 moves 0
 *   win moves 8 par 8 hints 0
 *   settings game 1 rule 0 grid 4 sound 1   (rule 2 three-state, grid 4w wrap;
 *                                            Merlin, rule 3: always grid 3)
 * Versus (a race on one deal, each player's solve in turn): a move names
 * its solver (p1, p2 or chip); the chip's pause before each press, whose
 * solve begins, a round's end (winner or draw, the score after it), and
 * settings the score, whose solve it is and the chip's strength:
 *   move 2 2 board 0000000 moves 9 p1
 *   turn chip
 *   chip thinks
 *   move 0 3 board 0421000 moves 1 chip
 *   round chip wins 1-2   (round draw 1-1, round p1 wins match 3-1)
 *   settings game 4 rule 0 grid 5 sound 1 turn p2 1-0 chip hard
 * Three-state boards add their bright cells: board 0d1a4c0 bright 0000100.
 *   battery 2.61 V   (at boot, at each low-battery warning, before "off battery")
 *   stats solves 12 perfect 5 best 37 [easy 1 medium 0 hard 2]   (at boot: the
 *                                       statistics, stats.h; the chip wins once won)
 *   save | off | wake
 */
#include "log.h"
#include "log_int.h"
#include "flash.h"
#include "hal.h"
#include "keys.h"
#include "parts.h"
#include "puzzle.h"
#include "size.h"

/* " board 0d1a4c0", then under three-state (the board: its dim cells)
 * " bright 0000100"; solved: the target. */
static void put_board(const game_t *g, bool solved)
{
    log_put_str(FSTR(" board"));
    log_put_hex7(solved ? puzzle_target(g) : g->board);
    if (PART_VARIANTS && puzzle_rule(g) == RULE_THREE) {
        log_put_str(FSTR(" bright"));
        log_put_hex7(solved ? 0 : g->board_bright);
    }
}

void log_volts(uint16_t mv)
{
    uint8_t cv = (uint8_t)(mv / 10u % 100u);   /* hundredths, truncated */
    log_line_start(FSTR("battery"));
    log_put_num((uint8_t)(mv / 1000u));
    log_put('.');
    log_put((char)('0' + cv / 10u));
    log_put((char)('0' + cv % 10u));
    log_put_str(FSTR(" V"));
    log_line_end();
}

void log_boot(FLASH char *board, FLASH char *version, uint8_t cause)
{
    hal_uart_init();
    log_line_start(FSTR("boot "));
    log_put_str(board);
    log_put(' ');
    log_put_str(version);
    log_put_str(FSTR(" reset"));
    if (cause & HAL_RESET_POWER) {
        log_put_str(FSTR(" power"));
    }
    if (cause & HAL_RESET_EXTERNAL) {
        log_put_str(FSTR(" external"));
    }
    if (cause & HAL_RESET_BROWNOUT) {
        log_put_str(FSTR(" brownout"));
    }
    if (cause & HAL_RESET_WATCHDOG) {
        log_put_str(FSTR(" watchdog"));
    }
    log_line_end();
}

void log_stats(const game_t *g)
{
    /* its longest, 70 characters and the line's end: "stats solves 65535
     * perfect 65535 best 255 easy 255 medium 255 hard 255" */
    log_room(72u);
    log_line_start(FSTR("stats solves"));
    log_put_num(g->stats.solves);
    log_put_str(FSTR(" perfect"));
    log_put_num(g->stats.perfect);
    log_put_str(FSTR(" best"));
    log_put_num(g->best);
    const uint8_t *c = g->stats.chip;
    if (PART_VERSUS && (c[0] | c[1] | c[2])) {
        /* the matches won against the chip, once there is one */
        log_put_str(FSTR(" easy"));
        log_put_num(c[0]);
        log_put_str(FSTR(" medium"));
        log_put_num(c[1]);
        log_put_str(FSTR(" hard"));
        log_put_num(c[2]);
    }
    log_line_end();
}

void log_look(const game_t *g, log_view_t *v)
{
    v->board = g->board;
    v->phase = g->phase;
    v->moves = g->moves;
    v->hints = g->hints;
    v->mode = g->mode;
    v->rule = g->rule;
    v->size = g->size;
    v->wrap = g->wrap;
    v->sound = g->sound;
    v->level = g->level;
    v->par = g->par;
    v->versus = g->versus;
    v->undo_top = g->undo_top;
}

void log_game(const log_view_t *was, const game_t *g, uint8_t ev)
{
    bool won = g->phase == PHASE_RESULT && was->phase != PHASE_RESULT;
    bool began = g->phase == PHASE_INTRO && was->phase != PHASE_INTRO;
    bool vs = PART_VERSUS && g->mode == GAME_VERSUS && was->mode == GAME_VERSUS;
    if (vs) {
        log_versus(was, g);   /* log_versus.c */
    } else if (ev < KEY_GRID_COUNT && (g->moves != was->moves || won)) {
        log_line_start(FSTR("move"));
        log_put_num(ev / 5u);
        log_put_num(ev % 5u);
        put_board(g, won);
        log_put_str(FSTR(" moves"));
        log_put_num(won ? (uint8_t)(was->moves + 1u) : g->moves);
        log_line_end();
    }
    if (won && !vs) {
        log_line_start(FSTR("win moves"));
        log_put_num((uint8_t)(was->moves + 1u));
        log_put_str(FSTR(" par"));
        log_put_num(was->par);
        log_put_str(FSTR(" hints"));
        log_put_num(was->hints);
        log_line_end();
    }
    if (ev == KEY_HINT && g->hints != was->hints) {
        log_line_start(FSTR("hint cells"));
        log_put_hex7(g->blink);
        log_put_str(FSTR(" hints"));
        log_put_num(g->hints);
        log_line_end();
    }
    if (ev == KEY_UNDO && g->moves != was->moves) {
        log_line_start(FSTR("undo"));
        put_board(g, false);
        log_put_str(FSTR(" moves"));
        log_put_num(g->moves);
        log_line_end();
    }
    if (g->mode != was->mode || g->rule != was->rule || g->size != was->size ||
        g->wrap != was->wrap || g->sound != was->sound ||
        (vs && VS_CHIP(g->versus) != VS_CHIP(was->versus))) {
        log_line_start(FSTR("settings game"));
        log_put_num(g->mode);
        log_put_str(FSTR(" rule"));
        log_put_num(g->rule);
        log_put_str(FSTR(" grid"));
        /* The grid in play: Merlin's is 3x3 whatever the grid setting. */
        bool merlin = PART_VARIANTS && g->rule == RULE_MERLIN;
        log_put_num(merlin ? 3u : g->size);
        if (g->wrap && !merlin) {
            log_put('w');   /* edges joined */
        }
        log_put_str(FSTR(" sound"));
        log_put_num(g->sound);
        if (PART_VERSUS && g->mode == GAME_VERSUS) {
            log_versus_settings(g->versus);
        }
        log_line_end();
    }
    if (began) {
        log_line_start(FSTR("puzzle level"));
        log_put_num(g->mode == GAME_CLASSIC ? g->level : 0);
        put_board(g, false);
        log_put_str(FSTR(" par"));
        log_put_num(g->par);
        log_line_end();
    }
}
