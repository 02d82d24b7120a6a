/* SPDX-License-Identifier: MIT */
/*
 * The link-time flags of the optional parts (parts.h): false here, weak;
 * each part's own file sets its flag true. Apart from every reader, so
 * that no compiler folds the weak default it can see.
 */
#include "parts.h"

__attribute__((weak)) const bool random_present = false;
__attribute__((weak)) const bool design_present = false;
__attribute__((weak)) const bool action_present = false;
__attribute__((weak)) const bool tutor_present = false;
