/* SPDX-License-Identifier: MIT */
/*
 * The game's state (game_t) and its save snapshot (game_save_t).
 * Fields are public so tests can look, but only game_*.c change them.
 */
#ifndef GAME_STATE_H
#define GAME_STATE_H

#include <stdbool.h>
#include <stdint.h>

/* Games (menu row 0). */
#define GAME_CLASSIC 0u
#define GAME_RANDOM  1u
#define GAME_DESIGN  2u

/* Phases: what the grid shows and what keys do. */
#define PHASE_INTRO  0u  /* level number and par scroll; any key skips */
#define PHASE_PLAY   1u  /* the puzzle; hint cells may blink */
#define PHASE_RESULT 2u  /* light show or over-par cells, then next */
#define PHASE_MENU   3u  /* settings, one per row */
#define PHASE_SELECT 4u  /* level select, 25 a page */
#define PHASE_EDIT   5u  /* Design editor; fix cells may blink */

/* Sounds game_tone plays. */
#define TONE_NONE   0u
#define TONE_CLICK  1u
#define TONE_CHIRP  2u
#define TONE_BUZZ   3u

#define GAME_UNDO_DEPTH 32u  /* power of two: ring index wraps by mask */
#define GAME_PERFECT 0xFFu   /* result value of a perfect solve */

/*
 * What a save holds: settings, progress and the game in play.
 * Plain fixed-width fields; game_restore checks every one.
 */
#define GAME_SAVE_FIELDS \
    uint32_t start;     /* board the puzzle started from */ \
    uint32_t board;     /* board now (the design in the editor) */ \
    uint8_t mode;       /* settings: GAME_*, */ \
    uint8_t on;         /* target 0 all off, 1 all lit, */ \
    uint8_t size;       /* grid 3..5, */ \
    uint8_t sound;      /* sound 0 off, 1 on */ \
    uint8_t unlocked;   /* highest unlocked level, 1..LEVEL_COUNT */ \
    uint8_t level;      /* Classic level, 1..unlocked */ \
    uint8_t editing;    /* in a save: 1 in the Design editor */ \
    uint8_t moves;      /* net moves (UNDO takes one back), saturating */ \
    uint8_t hints;      /* HINT presses for this puzzle, saturating */ \
    uint8_t par;        /* fewest presses from start to the target */ \
    uint8_t reserved[2]; /* zero */

typedef struct {
    GAME_SAVE_FIELDS
} game_save_t;

/* Version of game_save_t in EEPROM records: bump on any layout change. */
#define GAME_SAVE_LAYOUT 1u

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
    uint8_t version;    /* bumped at every change worth saving (main saves
                           within a frame: it never laps) */
    uint8_t undo_top;   /* next ring slot */
    uint8_t undo_n;     /* moves that can be taken back */
    uint8_t phase;      /* PHASE_* */
    uint8_t back;       /* phase after MENU/SELECT/RESULT: PLAY, INTRO or EDIT */
    uint8_t menu[5];    /* menu rows: the column lit (game, target and grid
                           apply on leaving; sound at once; row 4 stays 0) */
    uint8_t psize;      /* grid of the puzzle in play (Classic: 5) */
    uint8_t page;       /* level select page */
    uint8_t result;     /* moves over par, or GAME_PERFECT */
    uint8_t tone;       /* TONE_* */
    uint8_t glyphs;     /* intro: how many glyphs (font.h) */
    uint8_t glyph[8];   /* intro: level, dash, par */
    uint8_t undo[GAME_UNDO_DEPTH]; /* cells pressed, ring (last: the fields
                                      above stay in reach of AVR ldd/std) */
} game_t;

_Static_assert(sizeof(game_save_t) == 20, "save layout is fixed");

#endif
