/* SPDX-License-Identifier: MIT */
/*
 * Minimal test framework shared by host and simavr tests.
 *   TEST(name) { CHECK(cond); CHECK_EQ(a, b); }
 *   int main(void) { RUN(name); ...; return check_done(); }
 * Prints "ok - name" or "FAIL - name" with file:line of each failed check,
 * and ends with "N passed, M failed". Exit code: the number failed (max 255).
 */
#ifndef CHECK_H
#define CHECK_H

#include <inttypes.h>
#include <stdio.h>

/* Tests passed and failed so far, and failed checks in the test running
 * (check.c). */
extern int check_passed, check_failed, check_current_failed;

#define TEST(name) static void test_##name(void)

#define CHECK(cond) do { if (!(cond)) { \
    printf("  %s:%d: CHECK(%s) failed\n", __FILE__, __LINE__, #cond); \
    check_current_failed++; } } while (0)

#define CHECK_EQ(a, b) do { unsigned long long check_a_ = (unsigned long long)(a), \
        check_b_ = (unsigned long long)(b); \
    if (check_a_ != check_b_) { \
        printf("  %s:%d: %s == %s failed: 0x%llx != 0x%llx\n", __FILE__, __LINE__, \
               #a, #b, check_a_, check_b_); \
        check_current_failed++; } } while (0)

/* Fail with a message; stays in the test. */
#define CHECK_FAIL(...) do { printf("  %s:%d: ", __FILE__, __LINE__); \
    printf(__VA_ARGS__); printf("\n"); check_current_failed++; } while (0)

#define RUN(name) do { check_current_failed = 0; test_##name(); \
    if (check_current_failed) { check_failed++; printf("FAIL - %s\n", #name); } \
    else { check_passed++; printf("ok - %s\n", #name); } \
    fflush(stdout); } while (0)

/* Print the closing line; returns the exit code. */
int check_done(void);

#endif
