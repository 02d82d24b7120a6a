/* SPDX-License-Identifier: MIT */
/* Read-only tables live in flash on the AVR and in plain memory on the host. */
#ifndef FLASH_H
#define FLASH_H

#ifdef __AVR__
#define FLASH const __flash
#else
#define FLASH const
#endif

/* A string literal kept in flash: FLASH char *. */
#define FSTR(s) (__extension__({ static FLASH char fstr_[] = (s); &fstr_[0]; }))

#endif
