/* SPDX-License-Identifier: MIT */
/* The scan tick, shared by the HAL implementations (hal/avr, hal/host). */
#ifndef HAL_TICK_H
#define HAL_TICK_H

#define HAL_TICK_US 500u   /* one row per tick: a frame of 5 rows is 2.5 ms */

#endif
