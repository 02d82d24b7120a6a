/* SPDX-License-Identifier: MIT */
/*
 * The game's state (game_t) and its save snapshot (game_save_t).
 * Fields are public so tests can look; only the game (firmware/game/)
 * changes them, in game_event and game_tick.
 */
#ifndef GAME_STATE_H
#define GAME_STATE_H

#include <stdbool.h>
#include <stdint.h>
#include "mode_list.h"
#include "parts.h"
#include "rule_types.h"

/* Games (menu row 0): GAME_CLASSIC, GAME_RANDOM, ... in the order of
 * modes/mode_list.h, then GAME_MODES, how many there are. */
enum {
#define MODE_ENUM(name, NAME, hooks) GAME_##NAME,
    MODE_LIST(MODE_ENUM)
#undef MODE_ENUM
    GAME_MODES
};

/* Rules (menu row 1, the column of each): the solvers' (rule_types.h). */
#define RULE_OFF   LO_RULE_OFF     /* Lights Out: the target is all off */
#define RULE_ON    LO_RULE_ON      /* Lights On: every cell lit */
#define RULE_THREE LO_RULE_THREE   /* three-state: off, dim, bright; the target all off */
#define RULE_MERLIN LO_RULE_MERLIN /* Merlin's Magic Square: 3x3, the ring lit */

/* Grids (menu row 2): cols 0..2 plain 3x3, 4x4, 5x5; cols 3, 4 the 4x4
 * and 5x5 with the edges joined. A build without the variants
 * (parts.h) plays rule cols 0..1 and grid cols 0..2 (menu.c). */
#define GRID_WRAP_COL 3u   /* 4x4 wrap; 5x5 wrap is the next */

/* Brightness: LED on-time in each row slot (hal_brightness). */
#define BRIGHT_LOW  0u
#define BRIGHT_MID  1u
#define BRIGHT_HIGH 2u

/* Phases: what the grid shows and what keys do. */
#define PHASE_INTRO  0u  /* level number and par scroll; any key skips */
#define PHASE_PLAY   1u  /* the puzzle; hint cells may blink */
#define PHASE_RESULT 2u  /* light show or over-par cells, then next */
#define PHASE_MENU   3u  /* settings, one per row */
#define PHASE_SELECT 4u  /* level select, 25 a page */
#define PHASE_EDIT   5u  /* Design editor; fix cells may blink */
#define PHASE_SELFTEST 6u /* the app's self-test runs; EV_SELFTEST_END leaves */
#define PHASE_STATS  7u  /* the statistics scroll (stats.h), then the menu */

/* Sounds game_tone plays. */
#define TONE_NONE   0u
#define TONE_CLICK  1u
#define TONE_CHIRP  2u
#define TONE_BUZZ   3u

/* Versus (the save's versus byte; modes/versus.c): a race on one deal,
 * each player solving it in turn. Rounds won by player 1 (bits 0-1) and
 * player 2 (bits 2-3) in the match in play, whose solve it is, whether
 * it is the round's second solve, and the opponent: 0 a second player,
 * else the chip at that strength (it plays player 2). The save's steps
 * hold the first solve's presses (VS_GAVE_UP: none). */
#define VS_TURN   0x10u   /* set: player 2's solve */
#define VS_SECOND 0x20u   /* set: the round's second solve */
#define VS_CHIP_SHIFT 6u
#define VS_CHIP(v) ((uint8_t)((v) >> VS_CHIP_SHIFT))   /* 0 two players, 1..3 */
#define VS_ROUNDS 3u      /* rounds that win the match */
#define VS_LIMIT  45u     /* presses a solve may take (light chasing needs at most 45) */
#define VS_GAVE_UP (VS_LIMIT + 1u)   /* a solve given up or out of presses */
#define VS_SCORE(v, p) (((v) >> (2u * (p))) & 3u)   /* p 0: player 1 */

#define GAME_UNDO_DEPTH 32u  /* power of two: ring index wraps by mask */
#define GAME_PERFECT 0xFFu   /* result value of a perfect solve */

/*
 * What a save holds: settings, progress and the game in play.
 * Plain fixed-width fields; game_restore checks every one.
 */
#define GAME_SAVE_FIELDS \
    uint32_t start;     /* board the puzzle started from */ \
    uint32_t board;     /* board now (the design in the editor): the lit */ \
                        /* cells; three-state: the dim ones */ \
    uint32_t start_bright; /* three-state: the bright cells (else 0) */ \
    uint32_t board_bright; \
    uint8_t wrap;       /* settings: 1 edges joined (size 4 or 5), */ \
    uint8_t versus;     /* Versus: VS_* above, else zero (these two follow */ \
                        /* the bright cells: a build without the */ \
                        /* variants checks all ten are zero) */ \
    uint8_t mode;       /* GAME_*, */ \
    uint8_t rule;       /* RULE_*, */ \
    uint8_t size;       /* grid 3..5, */ \
    uint8_t sound;      /* sound 0 off, 1 on */ \
    uint8_t unlocked;   /* highest unlocked level, 1..LEVEL_COUNT */ \
    uint8_t level;      /* Classic level, 1..unlocked */ \
    uint8_t editing;    /* in a save: 1 in the Design editor */ \
    uint8_t moves;      /* net moves (UNDO takes one back), saturating */ \
    uint8_t hints;      /* HINT presses for this puzzle, saturating */ \
    uint8_t par;        /* fewest presses from start to the target */ \
    uint8_t bright;     /* settings: BRIGHT_*, */ \
    uint8_t tutor;      /* tutor hints 0 off, 1 on */ \
    uint8_t best;       /* Action: best score (progress) */ \
    uint8_t steps;      /* Action: steps of the game in play, saturating; */ \
                        /* Versus: the round's first solve's presses */

typedef struct {
    GAME_SAVE_FIELDS
} game_save_t;

/* Statistics (the part stats, firmware/game/README.md "Statistics"): solves of the
 * one-player games and the perfect ones among them, and the Versus matches
 * won against the chip at each strength, saturating. */
typedef struct {
    uint16_t solves;
    uint16_t perfect;   /* at par with no hint: never more than solves */
    uint8_t chip[3];    /* matches won against the chip, [VS_CHIP - 1] */
    uint8_t zero;       /* always 0 (the same size on the AVR and the host) */
} game_stats_t;

/* A save record's payload: the snapshot, then where the part stats is
 * linked the statistics (layout 5, 40 bytes); without them layout 3, the
 * snapshot alone. Bump the layout on any change (upgrade.h reads the old
 * ones). */
typedef struct {
    game_save_t game;
    game_stats_t stats;
} game_record_t;
#define GAME_SAVE_LAYOUT (3u + 2u * PART_STATS)
#define GAME_RECORD_SIZE ((uint8_t)(sizeof(game_save_t) + PART_STATS * sizeof(game_stats_t)))

/* The oldest layout upgrade.h reads (2, 24 bytes: no bright planes, no
 * wrap): start, board, then mode .. steps as now, then two zero bytes.
 * Layout 3 is game_save_t; layout 4 (36 bytes) game_save_t, solves and
 * perfect (also read there where the part stats is linked). */
#define GAME_SAVE_LAYOUT_OLD 2u
#define GAME_SAVE_SIZE_OLD   24u
#define GAME_SAVE_LAYOUT_SOLVES 4u
#define GAME_SAVE_SIZE_SOLVES   (sizeof(game_save_t) + 2u * sizeof(uint16_t))

/* The game: the saved fields first (same names, same layout), then the
 * state that is not saved. Wider fields first: offsets are the same on the
 * AVR and the host. Phases and sounds last seconds, so their times are
 * kept as 16-bit ms (wrap-safe differences). */
typedef struct {
    union {
        game_save_t save;
        struct {
            GAME_SAVE_FIELDS
        };
    };
    uint32_t rng;       /* prng.h state for Random deals */
    uint32_t blink;     /* cells blinking (hint or design fix cells); in
                           play, a hint shows while it is not 0 */
    uint16_t t0;        /* ms (low 16 bits) when the phase or blink began */
    uint16_t tone_t0;   /* ms (low 16 bits) when the current sound began */
    uint16_t now;       /* ms (low 16 bits) of the call in progress */
    uint16_t step_t0;   /* Action: ms (low 16 bits) of the last step;
                           Versus: when the chip began to think */
    uint16_t step_ms;   /* Action: the interval to the next step; Versus:
                           the first solve's ms (0: unknown, after a restore) */
#if PART_VERSUS
    uint16_t solve_t0;  /* Versus: ms (low 16 bits) when the solve in play
                           began; 0: not known (a save resumed) */
#endif
    uint8_t version;    /* bumped at every change worth saving (main saves
                           within a frame: it never laps) */
    uint8_t undo_top;   /* next ring slot */
    uint8_t undo_n;     /* moves that can be taken back */
    uint8_t phase;      /* PHASE_* */
    uint8_t back;       /* phase after MENU/SELECT/RESULT: PLAY, INTRO or EDIT */
    uint8_t menu[3];    /* menu rows 0..2: the column lit (game, rule and
                           grid apply on leaving; row 3 and 4 at once) */
    uint8_t psize;      /* grid of the puzzle in play (Classic: 5) */
    uint8_t page;       /* level select page */
    uint8_t result;     /* moves over par, or GAME_PERFECT; in the menu
                           (never during a result): the opponent picked
                           on row 4 col 3 (VS_CHIP) */
    uint8_t tone;       /* TONE_* */
    uint8_t fix;        /* tutor: top-row cells still to press (bits 0..4) */
    uint8_t glyphs;     /* intro: how many glyphs (font.h) */
    uint8_t glyph[8];   /* intro: level, dash, par */
    uint8_t undo[GAME_UNDO_DEPTH]; /* cells pressed, ring (last: the fields
                                      above stay in reach of AVR ldd/std) */
    game_stats_t stats;  /* saved after the snapshot (game_record_t) */
} game_t;

_Static_assert(sizeof(game_save_t) == 32, "save layout is fixed");
_Static_assert(sizeof(game_stats_t) == 8, "statistics layout is fixed");

#endif
