import { type Block, type NoticeOf } from './common.ts';

/**
 * What a tender or quotation is for: its items with quantities and specifications, and the terms
 * a bidder accepts. The schedule of the tender (its dates) is documents.ts's tenderSchedule.
 */

const ITEMS: [RegExp, [string, string, string][]][] = [
  [
    /computers/i,
    [
      [
        'Desktop computer (Intel Core i5 or equal, 16 GB RAM, 512 GB SSD, 21.5-inch monitor)',
        '20',
        'Nos.',
      ],
      ['Line-interactive UPS, 1 kVA', '20', 'Nos.'],
      ['Licensed operating system and office suite', '20', 'Licences'],
    ],
  ],
  [
    /CCTV/i,
    [
      ['IP camera, 4 MP, night vision (outdoor)', '24', 'Nos.'],
      ['Network video recorder, 32 channels, 8 TB', '1', 'No.'],
      ['43-inch monitor for the security room', '1', 'No.'],
      ['Cabling, PoE switches and installation', '1', 'Lot'],
    ],
  ],
  [
    /chemicals|glassware/i,
    [
      ['Analytical reagents (list with the Department of Chemistry)', '1', 'Lot'],
      ['Borosilicate beakers, flasks and burettes', '1', 'Lot'],
      ['Pipettes (graduated and volumetric)', '60', 'Nos.'],
    ],
  ],
  [
    /projectors/i,
    [
      ['Projector, 4,000 lumens, full HD, with ceiling mount', '8', 'Nos.'],
      ['Motorised screen, 8 x 6 ft', '8', 'Nos.'],
      ['Speakers and amplifier', '8', 'Sets'],
    ],
  ],
  [
    /books/i,
    [
      ['Text and reference books for the FYUGP courses (list at the library)', '1', 'Lot'],
      ['Books for the competitive examinations corner', '1', 'Lot'],
    ],
  ],
  [
    /benches|desks/i,
    [
      ['Double-seater bench-desk of sal wood, as per the sample', '120', 'Nos.'],
      ['Teacher\u2019s table and chair', '10', 'Sets'],
    ],
  ],
  [
    /sports/i,
    [
      ['Footballs and volleyballs (match standard)', '24', 'Nos.'],
      ['Badminton rackets and shuttles', '1', 'Lot'],
      ['Athletic equipment: shot puts, discs, hurdles', '1', 'Lot'],
    ],
  ],
];

export function tenderBody(n: NoticeOf): Block[] {
  const items = ITEMS.find(([m]) => m.test(n.title))?.[1] ?? [
    [
      `Work or supply: ${n.title.replace(/^(Tender|Quotation) for /, '')}, as per the bill of quantities in the tender document`,
      '1',
      'Lot',
    ],
    ['Site inspection on any working day before the last date, with the office', '-', '-'],
  ];
  return [
    {
      caption: 'Items',
      columns: ['Item and specification', 'Quantity', 'Unit'],
      rows: items,
      widths: [5, 1, 1],
    },
    'Terms: bids in two sealed covers (technical and financial), each marked with the tender number; GST registration, PAN and the trade licence to be attached; rates to include delivery and installation at the college; warranty of at least one year; payment after delivery and the certificate of the purchase committee.',
  ];
}
