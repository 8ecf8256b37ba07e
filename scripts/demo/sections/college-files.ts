import type { Assets } from '../files/assets.ts';
import type { PdfContent } from '../files/pdf.ts';
import { organogramSvg, sealSvg } from '../files/images.ts';
import { ACADEMIC_CALENDAR, SESSION } from '../lib/calendar.ts';
import { daysAhead } from '../lib/dates.ts';
import type { In } from '../lib/output.ts';
import { COLLEGE } from './college.ts';
import { feeTable } from './documents.ts';
import {
  antiRaggingUndertaking,
  citizensCharter,
  mandatoryDisclosure,
  prospectus,
} from './college-documents.ts';
import { ADMISSION_LINK } from './notice-titles.ts';
import { shot, type PhotoSpec } from './photos.ts';

/** college.yaml, admission.yaml, holidays.yaml and important-files.yaml. */

export interface CollegeImages {
  logo: string;
  emblem: string;
  organogram: string;
  launch: string;
  hero: PhotoSpec;
}

export function collegeImages(assets: Assets): CollegeImages {
  const wide = { width: 1600, height: 900 };
  return {
    logo: assets.image('college', 'logo', () => sealSvg(256), 'png'),
    emblem: assets.image('college', 'emblem', () => sealSvg(600), 'png'),
    organogram: assets.image('college', 'organogram', organogramSvg, 'png'),
    // The launch page writes white text over its background: the campus at dusk.
    launch: shot(assets, 'college', 'launch-background', {
      scene: 'campus',
      seed: 'launch',
      ...wide,
      time: 'dusk',
      building: 'rcc',
    }).file,
    hero: shot(assets, 'college', 'hero', {
      scene: 'campus',
      seed: 'hero',
      ...wide,
      time: 'golden',
      building: 'assam',
    }),
  };
}

export function buildCollege(images: CollegeImages): In<'College'> {
  // A point in the fictional town; the map shows open country near Nalbari.
  const lat = 26.4452;
  const lon = 91.4395;
  return {
    // Every page of a site serving this content says it is a fictional college's.
    demo: true,
    name: COLLEGE.name,
    short_name: COLLEGE.short_name,
    name_as: COLLEGE.name_as,
    established: COLLEGE.established,
    affiliation: COLLEGE.affiliation,
    affiliation_as: COLLEGE.affiliation_as,
    postal_address: COLLEGE.postal_address,
    postal_address_as: COLLEGE.postal_address_as,
    phone: COLLEGE.phone,
    email: COLLEGE.email,
    website: COLLEGE.website,
    logo: images.logo,
    emblem_image: images.emblem,
    organogram_image: images.organogram,
    hero: images.hero,
    map: {
      title: `Location of ${COLLEGE.name}`,
      title_as: `${COLLEGE.name_as}ৰ অৱস্থান`,
      embed_url: `https://www.openstreetmap.org/export/embed.html?bbox=${[lon - 0.02, lat - 0.012, lon + 0.02, lat + 0.012].map((n) => n.toFixed(4)).join('%2C')}&layer=mapnik&marker=${lat}%2C${lon}`,
      link: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=15/${lat}/${lon}`,
    },
    launch: { url: 'https://new.example.edu.in', background: images.launch },
    // A made-up video id: the embed shows YouTube's "video unavailable" card.
    tour_video: {
      title: `A walk through the campus of ${COLLEGE.name}`,
      youtube_id: 'KBCtour2025',
    },
    social: {
      facebook: 'https://www.example.org/facebook/kopoubaricollege',
      youtube: 'https://www.example.org/youtube/kopoubaricollege',
      instagram: 'https://www.example.org/instagram/kopoubaricollege',
      x: 'https://www.example.org/x/kopoubaricollege',
    },
  };
}

/** The admission button: the session and the same address as the admission notice's link. */
export function buildAdmission(): In<'Admission'> {
  return { status: 1, session: SESSION, link: ADMISSION_LINK };
}

export function buildHolidays(assets: Assets): In<'Holidays'> {
  return [
    {
      // Relative, so a test can move the server's date into it whatever the day of import.
      title: 'Holiday notice: college closed as polling station',
      start: daysAhead(14),
      end: daysAhead(16),
      description:
        'The college premises have been requisitioned as a **polling station** by the District Election Officer, Nalbari. The college will remain closed on these days and classes will resume on the next working day.\n\nThe office will remain open for election duty only.',
      attachments: [
        assets.pdf('holidays', {
          title: 'Holiday notice: college closed as polling station',
          reference: 'No. KBC/ADM/HOL/07',
          body: [
            'The college premises have been requisitioned as a polling station by the District Election Officer, Nalbari. The college will therefore remain closed for three days and classes will resume on the next working day.',
            'Teachers and staff on election duty will report as per their appointment letters.',
          ],
        }),
      ],
    },
    {
      title: 'Durga Puja and Kati Bihu vacation',
      start: '2026-10-17',
      end: '2026-10-25',
      description:
        'The college will remain closed for Kati Bihu and Durga Puja as per the holiday list of the Government of Assam for 2026. Classes resume on Monday, 26 October 2026.',
      attachments: [
        assets.pdf('holidays', {
          title: 'Durga Puja and Kati Bihu vacation',
          reference: 'No. KBC/ADM/HOL/11',
          date: '05/10/2026',
          body: [
            'The college will remain closed from 17/10/2026 (Kati Bihu) to 25/10/2026 for Durga Puja (Maha Saptami 18/10/2026 to Bijoya Dashami 21/10/2026). Classes resume on 26/10/2026.',
            'The office will remain open on 23/10/2026 for the forwarding of examination forms.',
          ],
        }),
      ],
    },
    {
      title: 'Rongali Bihu holidays',
      start: '2024-04-13',
      end: '2024-04-17',
      description:
        'The college remained closed for Rongali Bihu as per the holiday list of Gauhati University.',
      attachments: [
        assets.pdf('holidays', {
          title: 'Rongali Bihu holidays',
          reference: 'No. KBC/ADM/HOL/02',
          date: '05/04/2024',
          body: [
            'The college will remain closed from 13/04/2024 to 17/04/2024 on account of Rongali Bihu.',
            'Wishing all a happy Bohag Bihu.',
          ],
        }),
      ],
    },
  ];
}

export function buildImportantFiles(assets: Assets): In<'ImportantFiles'> {
  const pdf = (title: string, body: PdfContent['body']) => assets.pdf('important', { title, body });
  return [
    {
      title: 'Mandatory disclosure',
      description:
        'Information the college discloses under the regulations of the UGC: programmes, intake, faculty, fees and facilities.',
      attachments: [pdf('Mandatory disclosure', mandatoryDisclosure)],
    },
    {
      title: 'Fee structure',
      description:
        'Admission and semester fees for the **FYUGP** (Arts and Science), with the free-admission rules of the Government of Assam.',
      attachments: [
        pdf('Fee structure (Arts)', [
          'Admission fee, tuition fee, development fee and examination fee for the Arts stream.',
          feeTable('Arts'),
        ]),
        pdf('Fee structure (Science)', [
          'Admission fee, tuition fee, laboratory fee and examination fee for the Science stream.',
          feeTable('Science'),
        ]),
      ],
    },
    {
      title: 'Academic calendar',
      description:
        'Dates of classes, sessional examinations, university examinations and holidays.',
      attachments: [
        pdf(`Academic calendar ${SESSION}`, [
          'Classes, sessional and end-semester examinations, vacations and days observed, month by month.',
          {
            caption: `Session ${SESSION}`,
            columns: ['Month', 'Classes, examinations and days observed'],
            rows: ACADEMIC_CALENDAR.map(([month, events]) => [month, events]),
            widths: [1, 4],
          },
        ]),
      ],
    },
    {
      title: 'Anti-ragging undertaking',
      description:
        'Every student and parent must sign the undertaking at admission. It can also be filled in online.',
      attachments: [
        pdf('Anti-ragging undertaking', antiRaggingUndertaking),
        'https://antiragging.example.org/undertaking.pdf',
      ],
    },
    {
      title: 'Prospectus',
      description: 'The prospectus of the college with rules, courses and facilities.',
      attachments: [pdf(`Prospectus ${SESSION}`, prospectus)],
    },
    {
      title: 'Citizens\u2019 charter',
      description:
        'The services the college offers to students and the public, and the time taken for each.',
      attachments: [pdf('Citizens charter', citizensCharter)],
    },
  ];
}
