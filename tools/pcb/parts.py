# SPDX-License-Identifier: MIT
"""What to buy for each part of the circuit (circuit.Part.kind), and the
kit's parts that have no footprint. One distributor (Mouser) stocks every
electronic part; the boost module comes from its maker (Pololu), the
keycaps from a keyboard shop, the screws from a hardware shop (standard
parts), the case from a printer.

Each entry: (description a substitute must match, manufacturer, part
number, Mouser number or the source, unit price in USD at one piece).
The prices are list prices as noted on PRICE_DATE; check them when
ordering (boards/handheld/README.md, "Ordering").
"""
PRICE_DATE = '2026-12-06'
DISTRIBUTOR = 'Mouser'

BUY = {
    'mcu': ('microcontroller ATmega328P, DIP-28 (goes in the socket)',
            'Microchip', 'ATMEGA328P-PU', '556-ATMEGA328P-PU', 2.89),
    'switch': ('key switch, MX style, PCB mount (5 pins), linear 45 cN, LED window; '
               '18.5 mm tall with its pins, plate 1.5 mm at 5.0 mm over the board',
               'Cherry', 'MX1A-L1NW', '540-MX1A-L1NW', 0.99),
    'led': ('LED 3 mm red diffused, 625 nm, Vf 2.0 V typ (2.5 V max) at 20 mA, '
            'about 20 mcd at 10 mA, 60 degrees',
            'Kingbright', 'WP710A10ID', '604-WP710A10ID', 0.26),
    'slide': ('slide switch SPDT, right angle, PCB mount',
              'C&K', 'OS102011MA1QN1', '611-OS102011MA1QN1', 0.55),
    'r150': ('resistor 150 ohm 1 % 1/4 W metal film, axial (stands upright)',
             'Yageo', 'MFR-25FBF52-150R', '603-MFR-25FBF52-150R', 0.10),
    'r10k': ('resistor 10 kohm 1 % 1/4 W metal film, axial (stands upright)',
             'Yageo', 'MFR-25FBF52-10K', '603-MFR-25FBF52-10K', 0.10),
    'r220': ('resistor 220 ohm 1 % 1/4 W metal film, axial (stands upright)',
             'Yageo', 'MFR-25FBF52-220R', '603-MFR-25FBF52-220R', 0.10),
    'pnp': ('PNP transistor 45 V 0.8 A, hFE 160-400 at 100 mA (BC327-25), TO-92, pins C B E',
            'onsemi', 'BC32725TA', '512-BC32725TA', 0.20),
    'pmos': ('P-channel MOSFET -20 V, Vgs(th) -0.5 to -0.9 V, 0.1 ohm at -1.8 V, SOT-23, pins G S D',
             'Diodes Inc.', 'DMG2305UX-7', '621-DMG2305UX-7', 0.41),
    'piezo': ('piezo transducer (not a magnetic buzzer), passive, 12.2 mm, 5.0 mm pin pitch',
              'TDK', 'PS1240P02BT', '810-PS1240P02BT', 0.66),
    'c100n': ('ceramic capacitor 100 nF 50 V X7R, 5.0 mm pitch',
              'Vishay', 'K104K15X7RF5TL2', '594-K104K15X7RF5TL2', 0.25),
    'c10u': ('electrolytic capacitor 10 uF 35 V, 5 mm diameter, 2.0 mm pitch',
             'Nichicon', 'UVR1V100MDD', '647-UVR1V100MDD', 0.21),
    'boost': ('boost module 5 V out, 0.5-5.5 V in, pins SHDN VIN GND VOUT at 2.54 mm (header included)',
              'Pololu', 'U1V11F5', 'Pololu item 2562', 5.95),
    'isp': ('pin header 2x3, 2.54 mm, vertical',
            'Samtec', 'TSW-103-07-G-D', '200-TSW10307GD', 0.74),
    'serial': ('pin header 1x6, 2.54 mm, vertical',
               'Samtec', 'TSW-106-07-G-S', '200-TSW10607GS', 0.60),
    'holder': ('battery holder 2xAA, PCB mount, on the back',
               'Keystone', '2462', '534-2462', 1.93),
    'hole_plate': ('screw 2.2 x 13 mm pan head, self-tapping for plastic: through the plate and the board '
                   'into the shell\'s post', 'any (a standard part)', 'DIN 7981 C ST2.2x13', 'a hardware shop', 0.05),
    'hole': ('screw 2.2 x 6.5 mm pan head, self-tapping for plastic: through the board into the shell\'s post',
             'any (a standard part)', 'DIN 7981 C ST2.2x6.5', 'a hardware shop', 0.05),
}

# Parts without a footprint: (reference, quantity, value, kind)
EXTRA = [
    ('XU1', 1, 'DIP-28', ('IC socket DIP-28, 7.62 mm (300 mil), turned pins',
                          'Mill-Max', '110-43-628-41-001000', '575-11043628', 3.62)),
    ('KC1-KC29', 29, '1u', ('keycap 1u, MX cross stem, translucent (clear or frosted), DSA profile',
                            'any (MX stem)', 'DSA 1u translucent', 'a keyboard shop', 0.35)),
    ('B1-B2', 2, 'AA', ('alkaline cell AA (LR6), 1.5 V', 'Energizer', 'E91', '612-E91', 0.60)),
    ('P1', 1, 'shell', ('printed case bottom shell, lightsout-handheld-case-shell.stl (PLA)',
                        'printed', 'lightsout-handheld-case-shell.stl', 'a 3D printer', 0.0)),
    ('P2', 1, 'plate', ('printed top plate that holds the switches, lightsout-handheld-case-plate.stl (PLA)',
                        'printed', 'lightsout-handheld-case-plate.stl', 'a 3D printer', 0.0)),
]
