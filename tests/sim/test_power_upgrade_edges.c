/* SPDX-License-Identifier: MIT */
/*
 * The boot-time upgrade at the edges of today's ring, on the real
 * firmware (tests/host/test_upgrade_edges.c does every such geometry on
 * the host): an old record in the ring's last slot, whose spared slots
 * end at the ring's end, and one whose CRC lies in the next slot of
 * today's layout (or past the ring's end: 1 KB); each after a record of today's layout the game refuses
 * (so the first new record would go over the old one). A power cut at
 * every write boundary of the upgrade boot (lost or torn), at random
 * cycles and twice (power_walk.h): the next boot shows level 7 after its
 * move. Then the boot completes: no byte at or past the ring's end
 * changed but the boot counter's, which counted the one boot.
 */
#include "old_save.h"
#include "power_walk.h"

#define COUNT0 0x0001FFFEul

static uint8_t image[4096];

static void edge(const char *name, uint8_t layout, uint16_t at)
{
    old_edge_image(image, ee_size, layout, at, true, COUNT0);
    static const path_step_t boot_only[] = { { 0, 1250 }, { 0, 0 } };
    walk_t w = { name, image, true, boot_only, walk_scaled(8), walk_scaled(4) };
    CHECK(walk_path(&w) > 20);
    const game_save_t *s = &walk_last()->game;
    if (s->level != 7 || s->unlocked != 9 || s->moves != 1 || s->board != 0x0e03931u) {
        CHECK_FAIL("%s: the upgrade saved level %u of %u, %u moves, board %07x", name, s->level,
                   s->unlocked, s->moves, s->board);
    }

    rig_t *r = power_on(image);
    rig_run_ms(r, 300);
    CHECK_EQ(rig_board(r), 0x0e03931u);
    static uint8_t after[4096];
    rig_eeprom_get(r, 0, after, ee_size);
    uint16_t slot = GAME_RECORD_SIZE + 7u, end = (uint16_t)((ee_size - 4u) / slot * slot);
    CHECK(memcmp(after + end, image + end, ee_size - 4u - end) == 0);
    uint32_t count = (uint32_t)after[ee_size - 4u] | (uint32_t)after[ee_size - 3u] << 8 |
                     (uint32_t)after[ee_size - 2u] << 16 | (uint32_t)after[ee_size - 1u] << 24;
    CHECK_EQ(count, COUNT0 + 1u);
    CHECK(!rig_crashed(r));
    rig_close(r);
}

/* Layout 3 (39-byte slots): the last whole one before the ring's end,
 * which ends in today's last slot (936 on a 1 KB EEPROM), so the spared
 * slots end exactly at the ring's end. */
TEST(old_record_in_the_last_slot)
{
    uint16_t slot = GAME_RECORD_SIZE + 7u, end = (uint16_t)((ee_size - 4u) / slot * slot);
    edge("a layout-3 record in today's last slot", 3, (uint16_t)((end - 39u) / 39u * 39u));
}

/* Layout 4 (43-byte slots): the first whose CRC lies in a later slot of
 * today's 47 bytes than the rest of it (946 on 1 KB: the CRC past the
 * ring's end at 987). */
TEST(old_record_with_its_crc_in_the_next_slot)
{
    uint16_t slot = GAME_RECORD_SIZE + 7u, at = 0;
    for (; at + 43u <= ee_size - 4u; at = (uint16_t)(at + 43u)) {
        uint16_t crc = (uint16_t)(at + 41u);
        if ((crc - 1u) / slot != (crc + 1u) / slot || crc / slot != (crc + 1u) / slot) {
            break;
        }
    }
    CHECK(at + 43u <= ee_size - 4u);
    edge("a layout-4 record, its CRC in the next slot", GAME_SAVE_LAYOUT_SOLVES, at);
}

int main(int argc, char **argv)
{
    if (!power_setup(argc, argv)) {
        return check_done();
    }
    rng = 0xED6Eu;
    if (!PART_UPGRADE || GAME_SAVE_LAYOUT < 5u) {
        printf("ok - no upgrade of layouts 3 and 4 on this board (PARTS)\n");
        return check_done();
    }
    RUN(old_record_in_the_last_slot);
    RUN(old_record_with_its_crc_in_the_next_slot);
    return check_done();
}
