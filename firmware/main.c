/* SPDX-License-Identifier: MIT */
/* The firmware's entry: the app (app.h) for ever. */
#include "app.h"

int main(void)
{
    for (;;) {
        app_start();
        while (app_pass()) {
        }
    }
}
