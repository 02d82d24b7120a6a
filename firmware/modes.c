/* SPDX-License-Identifier: MIT */
/*
 * Calls into the mode in play (modes.h). Optional modes are weak
 * references: a mode whose file is not linked has null functions.
 */
#include "modes.h"

#pragma weak random_deal
#pragma weak random_won
#pragma weak random_key
#pragma weak design_deal
#pragma weak design_won
#pragma weak design_key

bool mode_linked(uint8_t m)
{
    switch (m) {
    case GAME_CLASSIC:
        return true;
    case GAME_RANDOM:
        return random_deal != 0;
    case GAME_DESIGN:
        return design_deal != 0;
    default:
        return false;
    }
}

/* g->mode is always a linked mode: the menu and the save check it. */
void mode_deal(game_t *g)
{
    switch (g->mode) {
    case GAME_RANDOM:
        random_deal(g);
        break;
    case GAME_DESIGN:
        design_deal(g);
        break;
    default:
        classic_deal(g);
        break;
    }
}

void mode_won(game_t *g)
{
    switch (g->mode) {
    case GAME_RANDOM:
        random_won(g);
        break;
    case GAME_DESIGN:
        design_won(g);
        break;
    default:
        classic_won(g);
        break;
    }
}

uint8_t mode_key(game_t *g, uint8_t ev)
{
    switch (g->mode) {
    case GAME_RANDOM:
        return random_key(g, ev);
    case GAME_DESIGN:
        return design_key(g, ev);
    default:
        return classic_key(g, ev);
    }
}
