/* SPDX-License-Identifier: MIT */
/* Read-only tables live in flash on the AVR and in plain memory on the host. */
#ifndef FLASH_H
#define FLASH_H

#ifdef __AVR__
#define FLASH const __flash
#else
#define FLASH const
#endif

#endif
