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
 * Versus: a move names its player, a round's last move the winner and
 * the score (a match's: "wins match 3-1"), settings whose turn it is:
 *   move 2 2 board 0000000 moves 9 p1 wins 2-1
 *   settings game 4 rule 0 grid 5 sound 1 turn p2 1-0
 * Three-state boards add their bright cells: board 0d1a4c0 bright 0000100.
 *   battery 2.61 V   (at boot, at each low-battery warning, before "off battery")
 *   stats solves 12 perfect 5 best 37   (at boot: the statistics, stats.h)
 *   save | off | wake
 */
#include "log.h"
#include "flash.h"
#include "hal.h"
#include "keys.h"
#include "parts.h"
#include "puzzle.h"
#include "size.h"

static char ring[LOG_RING];
static uint8_t head, tail;   /* next byte to write, next byte to send */
static uint8_t dropped;      /* lines lost to a full ring since the last one */

/* The line being written: its bytes land from head on, and count once
 * the line is whole (line_end). */
static uint8_t at;
static bool full;

static void put(char c)
{
    uint8_t next = (uint8_t)((at + 1u) % LOG_RING);
    if (next == tail) {
        full = true;
    }
    if (!full) {
        ring[at] = c;
        at = next;
    }
}

static void put_str(FLASH char *s)
{
    while (*s) {
        put(*s++);
    }
}

/* " n" in decimal. */
static void put_num(uint16_t n)
{
    char d[5];
    uint8_t k = 0;
    do {
        d[k++] = (char)('0' + n % 10u);
        n /= 10u;
    } while (n);
    put(' ');
    while (k) {
        put(d[--k]);
    }
}

/* " 0d1a4c0": 7 lower-case hex digits. */
static void put_hex7(uint32_t v)
{
    put(' ');
    for (int8_t shift = 24; shift >= 0; shift -= 4) {
        uint8_t d = (uint8_t)((v >> shift) & 0xFu);
        put((char)(d < 10u ? '0' + d : 'a' - 10 + d));
    }
}

/* " board 0d1a4c0", then under three-state (the board: its dim cells)
 * " bright 0000100"; solved: the target. */
static void put_board(const game_t *g, bool solved)
{
    put_str(FSTR(" board"));
    put_hex7(solved ? puzzle_target(g) : g->board);
    if (PART_VARIANTS && puzzle_rule(g) == RULE_THREE) {
        put_str(FSTR(" bright"));
        put_hex7(solved ? 0 : g->board_bright);
    }
}

static void line_start(FLASH char *word)
{
    at = head;
    full = false;
    if (dropped) {
        put_str(FSTR("dropped"));
        put_num(dropped);
        put('\n');
    }
    put_str(word);
}

static void line_end(void)
{
    put('\n');
    if (full) {
        if (dropped < 255u) {
            dropped++;
        }
        return;   /* the ring keeps the lines before it */
    }
    head = at;
    dropped = 0;
}

void log_line(FLASH char *text)
{
    line_start(text);
    line_end();
}

void log_volts(uint16_t mv)
{
    uint8_t cv = (uint8_t)(mv / 10u % 100u);   /* hundredths, truncated */
    line_start(FSTR("battery"));
    put_num((uint8_t)(mv / 1000u));
    put('.');
    put((char)('0' + cv / 10u));
    put((char)('0' + cv % 10u));
    put_str(FSTR(" V"));
    line_end();
}

void log_boot(FLASH char *board, FLASH char *version, uint8_t cause)
{
    hal_uart_init();
    line_start(FSTR("boot "));
    put_str(board);
    put(' ');
    put_str(version);
    put_str(FSTR(" reset"));
    if (cause & HAL_RESET_POWER) {
        put_str(FSTR(" power"));
    }
    if (cause & HAL_RESET_EXTERNAL) {
        put_str(FSTR(" external"));
    }
    if (cause & HAL_RESET_BROWNOUT) {
        put_str(FSTR(" brownout"));
    }
    if (cause & HAL_RESET_WATCHDOG) {
        put_str(FSTR(" watchdog"));
    }
    line_end();
}

void log_stats(const game_t *g)
{
    /* Room for its longest, "stats solves 65535 perfect 65535 best 255". */
    while ((uint8_t)(head + LOG_RING - tail) % LOG_RING > LOG_RING - 43u) {
        log_poll();
        hal_idle();
    }
    line_start(FSTR("stats solves"));
    put_num(g->stats.solves);
    put_str(FSTR(" perfect"));
    put_num(g->stats.perfect);
    put_str(FSTR(" best"));
    put_num(g->best);
    line_end();
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
}

/* From Versus byte v: " p1" or " p2", whose turn; after a round's last
 * move (won) " wins" (" wins match"); with score or won, " 2-1" (player
 * 1's rounds first; won: counted from v, the byte before the move, as a
 * match starts again at 0-0). */
static SIZE_ONE_COPY void put_versus(uint8_t v, bool won, bool score)
{
    uint8_t p = (uint8_t)((v & VS_TURN) != 0);
    uint8_t s[2] = { VS_SCORE(v, 0), VS_SCORE(v, 1) };
    put_str(p ? FSTR(" p2") : FSTR(" p1"));
    if (won) {
        s[p]++;
        put_str(s[p] == VS_ROUNDS ? FSTR(" wins match") : FSTR(" wins"));
    }
    if (score || won) {
        put_num(s[0]);
        put('-');
        put((char)('0' + s[1]));
    }
}

void log_game(const log_view_t *was, const game_t *g, uint8_t ev)
{
    bool won = g->phase == PHASE_RESULT && was->phase != PHASE_RESULT;
    bool began = g->phase == PHASE_INTRO && was->phase != PHASE_INTRO;
    bool vs = PART_VERSUS && g->mode == GAME_VERSUS && was->mode == GAME_VERSUS;
    if (vs && ev < KEY_GRID_COUNT && was->phase == PHASE_PLAY && began) {
        won = true;   /* a round won: its scroll begins, no result */
    }
    if (ev < KEY_GRID_COUNT && (g->moves != was->moves || won)) {
        line_start(FSTR("move"));
        put_num(ev / 5u);
        put_num(ev % 5u);
        put_board(g, won);
        put_str(FSTR(" moves"));
        put_num(won ? (uint8_t)(was->moves + 1u) : g->moves);
        if (vs) {
            put_versus(was->versus, won, false);
        }
        line_end();
    }
    if (won && !vs) {
        line_start(FSTR("win moves"));
        put_num((uint8_t)(was->moves + 1u));
        put_str(FSTR(" par"));
        put_num(was->par);
        put_str(FSTR(" hints"));
        put_num(was->hints);
        line_end();
    }
    if (ev == KEY_HINT && g->hints != was->hints) {
        line_start(FSTR("hint cells"));
        put_hex7(g->blink);
        put_str(FSTR(" hints"));
        put_num(g->hints);
        line_end();
    }
    if (ev == KEY_UNDO && g->moves != was->moves) {
        line_start(FSTR("undo"));
        put_board(g, false);
        put_str(FSTR(" moves"));
        put_num(g->moves);
        line_end();
    }
    if (g->mode != was->mode || g->rule != was->rule || g->size != was->size ||
        g->wrap != was->wrap || g->sound != was->sound) {
        line_start(FSTR("settings game"));
        put_num(g->mode);
        put_str(FSTR(" rule"));
        put_num(g->rule);
        put_str(FSTR(" grid"));
        /* The grid in play: Merlin's is 3x3 whatever the grid setting. */
        bool merlin = PART_VARIANTS && g->rule == RULE_MERLIN;
        put_num(merlin ? 3u : g->size);
        if (g->wrap && !merlin) {
            put('w');   /* edges joined */
        }
        put_str(FSTR(" sound"));
        put_num(g->sound);
        if (PART_VERSUS && g->mode == GAME_VERSUS) {
            put_str(FSTR(" turn"));
            put_versus(g->versus, false, true);
        }
        line_end();
    }
    if (began) {
        line_start(FSTR("puzzle level"));
        put_num(g->mode == GAME_CLASSIC ? g->level : 0);
        put_board(g, false);
        put_str(FSTR(" par"));
        put_num(g->par);
        line_end();
    }
}

void log_poll(void)
{
    /* Two bytes at most: the data register and the shift register. */
    while (tail != head && hal_uart_ready()) {
        hal_uart_put((uint8_t)ring[tail]);
        tail = (uint8_t)((tail + 1u) % LOG_RING);
    }
}

void log_flush(void)
{
    while (tail != head) {
        log_poll();
        hal_wdt_kick();
        hal_idle();
    }
}
