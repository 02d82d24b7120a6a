/* SPDX-License-Identifier: MIT */
/* The serial log's Versus lines (log.c's head comment lists them). */
#include "log_int.h"
#include "flash.h"
#include "font.h"
#include "puzzle.h"
#include "size.h"

/* " p1", " p2" or " chip": who solves, from Versus byte v. */
static SIZE_ONE_COPY void put_solver(uint8_t v)
{
    log_put_str(!(v & VS_TURN) ? FSTR(" p1") : VS_CHIP(v) ? FSTR(" chip") : FSTR(" p2"));
}

/* " 2-1": the rounds, player 1's first. */
static void put_score(uint8_t s1, uint8_t s2)
{
    log_put_num(s1);
    log_put('-');
    log_put((char)('0' + s2));
}

static FLASH char chip_names[3][8] = { " easy", " medium", " hard" };

void log_versus(const log_view_t *was, const game_t *g)
{
    uint8_t v = g->versus, w = was->versus;
    bool chip_turn = VS_CHIP(v) && (v & VS_TURN) && g->phase == PHASE_PLAY;
    bool pressed = g->undo_top != was->undo_top;
    if (pressed) {
        /* Human or chip: the cell from the ring, the board from before. */
        uint8_t cell = g->undo[(g->undo_top - 1u) % GAME_UNDO_DEPTH];
        log_line_start(FSTR("move"));
        log_put_num(cell / 5u);
        log_put_num(cell % 5u);
        log_put_str(FSTR(" board"));
        log_put_hex7(lo_press(was->board, cell, 5));
        log_put_str(FSTR(" moves"));
        log_put_num((uint8_t)(was->moves + 1u));
        put_solver(w);
        log_line_end();
    }
    if ((v ^ w) & (VS_TURN | VS_SECOND)) {
        if ((w & VS_SECOND) && !(v & VS_SECOND)) {
            /* The round's end: the winner's glyph (intro_round) and score. */
            uint8_t p = g->glyph[0], s1 = g->glyph[2], s2 = g->glyph[4];
            log_line_start(FSTR("round"));
            if (p == FONT_DASH) {
                log_put_str(FSTR(" draw"));
            } else {
                put_solver(p == 2u ? (uint8_t)(v | VS_TURN) : 0u);
                log_put_str(s1 == VS_ROUNDS || s2 == VS_ROUNDS ? FSTR(" wins match") : FSTR(" wins"));
            }
            put_score(s1, s2);
            log_line_end();
        }
        log_line_start(FSTR("turn"));
        put_solver(v);
        log_line_end();
    }
    if (chip_turn && (pressed || !(VS_CHIP(w) && (w & VS_TURN) && was->phase == PHASE_PLAY))) {
        log_line(FSTR("chip thinks"));
    }
}

void log_versus_settings(uint8_t v)
{
    log_put_str(FSTR(" turn"));
    put_solver(v);
    put_score(VS_SCORE(v, 0), VS_SCORE(v, 1));
    if (VS_CHIP(v)) {
        log_put_str(FSTR(" chip"));
        log_put_str(chip_names[VS_CHIP(v) - 1u]);
    }
}
