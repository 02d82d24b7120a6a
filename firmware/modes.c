/* SPDX-License-Identifier: MIT */
/*
 * Calls into the mode in play (modes.h). Optional modes are weak
 * references (modes.h): a mode whose file is not linked has null
 * functions, and it is not linked by parts.h.
 */
#include "modes.h"
bool mode_linked(uint8_t m)
{
    switch (m) {
    case GAME_CLASSIC:
        return true;
    case GAME_RANDOM:
        return PART_RANDOM;
    case GAME_DESIGN:
        return PART_DESIGN;
    case GAME_ACTION:
        return PART_ACTION;
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
    case GAME_ACTION:
        if (PART_ACTION) {   /* else no code: the mode is left out */
            action_deal(g);
            break;
        }
        /* fall through */
    default:
        classic_deal(g);
        break;
    }
}

bool mode_won(game_t *g)
{
    switch (g->mode) {
    case GAME_RANDOM:
        return random_won(g);
    case GAME_DESIGN:
        return design_won(g);
    case GAME_ACTION:
        if (PART_ACTION) {
            return action_won(g);
        }
        /* fall through */
    default:
        return classic_won(g);
    }
}

uint8_t mode_key(game_t *g, uint8_t ev)
{
    switch (g->mode) {
    case GAME_RANDOM:
        return random_key(g, ev);
    case GAME_DESIGN:
        return design_key(g, ev);
    case GAME_ACTION:
        if (PART_ACTION) {
            return action_key(g, ev);
        }
        /* fall through */
    default:
        return classic_key(g, ev);
    }
}

void mode_tick(game_t *g)
{
    if (in_action(g)) {
        action_tick(g);
    }
}
