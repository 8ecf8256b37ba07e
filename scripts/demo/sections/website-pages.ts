import { Document } from 'yaml';
import type { WebsiteTextName } from '../../../src/content/schema.ts';
import { table } from '../lib/text.ts';
import type { Output } from '../lib/output.ts';
import { COLLEGE } from './college.ts';

/**
 * texts/site/*.md and texts/policies/*.md: the website's own pages that GIGW 3.0 asks of a
 * government-aided college (help, feedback, accessibility, screen readers, the six website
 * policies), the contact page's office hours and directions, and the transcript of the campus
 * tour video. Each carries the date it was last changed (`updated`), relative to the day of
 * import so that the demo stays current.
 */
interface WebsiteText {
  title: string;
  updated: string;
  body: string;
}

const WEB_MANAGER = 'Dr. Rupjyoti Baruah, Associate Professor, Department of Physics';

export const WEBSITE_TEXTS: Record<WebsiteTextName, WebsiteText> = {
  'site/help': {
    title: 'Help',
    updated: 'today-45',
    body: `
This page explains how to find your way around the website of ${COLLEGE.name} and how to open the documents it offers.

## Finding information

- The **main menu** at the top of every page leads to every section: About Us, Administration, Academics, Students, Notifications, Facilities, IQAC and More. On a phone, open it with the **Menu** button.
- **Notices** are listed by kind under Notifications and Students, one year at a time. The year list beside the notices leads to the notices of earlier years.
- Each **department** has its own pages, with its faculty, syllabus, notices, events, gallery and alumni. Start from Academics, then Arts Departments or Science Departments.
- The **footer** at the bottom of every page has the college's address and phone number, useful links and the website policies.

## Opening documents

Most notices and forms are PDF files. Every phone and computer sold today opens them in its browser. If yours does not, a free PDF reader can be installed from the maker of your device's app store. Images open in the browser itself.

## Changing the text size and the colours

The controls at the very top of every page change the look of the whole website, and the website remembers your choice on this device:

- **A−**, **A** and **A+** make the text smaller, normal or larger.
- **High contrast** shows light text on a black background; **Normal contrast** brings the usual colours back.

These controls work without JavaScript. Your browser's own zoom (Ctrl and + on a computer, two fingers on a phone) works on every page as well.

## Using a keyboard

Press **Tab** to move from one link or button to the next, and **Enter** to follow a link. The first Tab on every page offers **Skip to main content**, which jumps over the menu. **Escape** closes an open menu or a picture viewer.

## Still stuck?

Write to us or call the college office: see [Feedback](/feedback) for the addresses and phone numbers.
`,
  },
  'site/feedback': {
    title: 'Feedback',
    updated: 'today-45',
    body: `
We would like to hear from you about this website: information that is missing or out of date, a link that does not work, a document that will not open, or a page that is hard to use with a screen reader or a keyboard.

This website does not collect anything from its visitors: it has no forms. Please write to us or call the college office instead. Mention the address of the page (shown at the top of your browser) so that we can find it quickly.

Questions about admission, examinations, fees or scholarships are best taken to the college office in person or by phone during office hours.

The website is looked after by the **Web Information Manager**, ${WEB_MANAGER}, who answers feedback about the website within seven working days.
`,
  },
  'site/accessibility-statement': {
    title: 'Accessibility Statement',
    updated: 'today-30',
    body: `
${COLLEGE.name} wants every visitor to be able to use this website, whatever device, browser or assistive technology they use, and whatever their abilities. The website aims to meet the **Web Content Accessibility Guidelines (WCAG) 2.2 at level AA** and the **Guidelines for Indian Government Websites (GIGW 3.0)**.

## What the website does

- Every page works with a keyboard alone, with a visible focus, and offers a **Skip to main content** link.
- Every page can be read by screen readers: pages have headings, landmarks and labelled links and buttons, and pictures have text alternatives. See [Screen Reader Access](/screen-reader-access).
- The **text size** (A−, A, A+) and a **high contrast** colour scheme can be changed at the top of every page; the choice is kept on this device. Both work without JavaScript.
- Text and its background have enough contrast in both colour schemes, and nothing depends on colour alone.
- Things that move, such as the upcoming events and the notice boxes of the home page, stop while the pointer or the focus is on them and have a **Pause** button; they stay still if your device asks for reduced motion.
- Pages work on small phones without sideways scrolling, and with JavaScript switched off.
- Links to other websites are marked and open in a new tab, as their name says.
- The Assamese text of the website comes with its own font, so it shows correctly on devices without one.
- Pages and notices you have read, and the files you opened from them, stay readable **without a network** when your browser allows it; a page not kept shows the list of those that are. What is kept, and how to remove it: see the [Privacy Policy](/website-policies/privacy).

## Known limitations

- Some older documents are scanned PDF files without text that a screen reader could read. On request, the college office will read them out or provide the text.
- Videos are hosted on YouTube; their captions are switched on when they start, and the campus tour has a [written transcript](/campus-tour/transcript).

## Tell us about a problem

If you find a part of the website that you cannot use, please tell us: see [Feedback](/feedback). We answer within seven working days.
`,
  },
  'site/screen-reader-access': {
    title: 'Screen Reader Access',
    updated: 'today-30',
    body: `
This website can be used with a screen reader, which reads out the text of the page and the names of its links and buttons. The following screen readers are known to work with it:

${table(
  ['Screen reader', 'Works on', 'Free or paid'],
  [
    ['NVDA (NonVisual Desktop Access)', 'Windows', 'Free'],
    ['JAWS (Job Access With Speech)', 'Windows', 'Paid'],
    ['Narrator', 'Windows, built in', 'Free'],
    ['TalkBack', 'Android phones, built in', 'Free'],
    ['VoiceOver', 'iPhone, iPad and Mac, built in', 'Free'],
    ['Orca', 'Linux', 'Free'],
  ],
)}
NVDA can be downloaded from [nvaccess.org](https://www.nvaccess.org/) and Orca comes with most Linux systems. TalkBack is switched on in an Android phone's Settings, under Accessibility.

## Moving around a page

- Every page has one main heading and a heading for each of its parts: most screen readers jump between headings with the **H** key.
- The parts of a page are landmarks: the header, the main menu, the main content and the footer.
- The first link on every page is **Skip to main content**.
- When you follow a link inside the website, the screen reader reads the title of the new page and starts at its main heading.
`,
  },
  'site/contact': {
    title: 'Office hours and how to reach us',
    updated: 'today-60',
    body: `
## Office hours

${table(
  ['Day', 'Hours'],
  [
    ['Monday to Friday', '10:00 am to 4:00 pm'],
    ['Saturday', '10:00 am to 1:00 pm'],
    ['Sunday and government holidays', 'Closed'],
  ],
)}
The library is open from 9:30 am to 5:00 pm on working days.

## How to reach us

- **By road:** ${COLLEGE.town} is 14 km north of Nalbari town on the Nalbari–Barbhag road. Buses and shared taxis leave Nalbari bus stand every half hour; get off at the College Gate stop.
- **By train:** the nearest railway station is Nalbari, on the Guwahati–New Bongaigaon line, 15 km away.
- **By air:** Lokpriya Gopinath Bordoloi International Airport, Guwahati, is about 75 km away, two hours by road.
`,
  },
  'site/tour-transcript': {
    title: 'Campus tour: transcript',
    updated: 'today-120',
    body: `
The written text of the campus tour video of ${COLLEGE.name}, for visitors who cannot hear it or prefer to read.

**[0:00]** *Music. The college gate with its name board in Assamese and English.*

**Narrator:** Welcome to ${COLLEGE.name}, founded by the people of ${COLLEGE.town} in ${COLLEGE.established}.

**[0:12]** *The main building and the flag post.*

**Narrator:** The main building houses the office, the principal's chamber and the classrooms of the Arts departments.

**[0:30]** *Students working in the physics and chemistry laboratories.*

**Narrator:** The science block, completed in 2014, has laboratories for Physics, Chemistry and Botany, and the Central Instrumentation Facility.

**[0:52]** *Rows of shelves; students reading at long tables.*

**Narrator:** The central library holds about twenty-eight thousand books and is open to every student from half past nine to five.

**[1:10]** *The playground during the annual sports meet; the girls' hostel.*

**Narrator:** Beyond the classroom, the college has a large playground, a gymnasium, and hostels for boys and girls.

**[1:30]** *The NSS unit planting trees in the adopted village.*

**Narrator:** Our NSS volunteers work in the villages around the college all through the year.

**[1:45]** *The college gate at sunset. Music.*

**Narrator:** ${COLLEGE.name}: Tamaso Ma Jyotirgamaya, from darkness to light.
`,
  },
  'policies/copyright': {
    title: 'Copyright Policy',
    updated: 'today-90',
    body: `
The material on this website may be reproduced free of charge, provided it is reproduced accurately and not used in a derogatory manner or in a misleading context. Where the material is published or issued to others, its source must be acknowledged: "${COLLEGE.name}, ${COLLEGE.website}".

This permission does not extend to material that is identified as the copyright of a third party, such as photographs credited to others or documents of other organisations. Permission to reproduce such material must be obtained from those who hold its copyright.

For permission to use the college's name, emblem or photographs in any other way, write to the Principal.
`,
  },
  'policies/hyperlinking': {
    title: 'Hyperlinking Policy',
    updated: 'today-90',
    body: `
## Links to other websites

This website links to other websites, such as those of the university, the government and the examination boards, for the convenience of its visitors. ${COLLEGE.name} is not responsible for their content or reliability and does not necessarily endorse the views expressed in them. We cannot guarantee that these links will work all the time, and we have no control over the availability of the linked pages.

Every link to another website is marked with an arrow (↗) and opens in a new tab, and screen readers announce it as an external site.

## Links to this website

We do not object to your linking directly to the information on this website, and no prior permission is needed. Please do not load our pages into frames on your own site: they must open in a new browser window or tab of their own.
`,
  },
  'policies/privacy': {
    title: 'Privacy Policy',
    updated: 'today-90',
    body: `
This website does not collect personal information from its visitors. It has no forms, no accounts and no sign-in, and it does not use third-party tracking, advertising or analytics services.

## Cookies

The website sets a cookie only when you choose a text size or the high contrast colour scheme, to remember your choice on this device for a year. The cookie contains nothing but that choice.

## Kept on your device

When your browser allows it, the website keeps on your device a copy of the pages you read and of the files you open from them, so that you can read them again without a network: up to 50 MB, the copies read least recently removed first. If you choose notices to follow under "Subscribe Now", your choice and the notices you have already seen are kept in your browser only. None of this is sent to the college: to show what is new, your browser reads the same public feeds every visitor can read. To remove it all, press "Stop following and remove what is kept" on the Subscribe page, or clear this website's data (its "site data" or "storage") in your browser's settings.

## Server logs

Like every website, our server notes the addresses of the pages requested, the time, and the internet address and browser of the visitor, to keep the website working and secure. These logs are not used to identify visitors and are deleted after ninety days, except where the law requires otherwise.

## Videos and maps

The campus tour video and the map of the contact page come from other websites (YouTube and OpenStreetMap). Nothing is loaded from them until you press the button that starts the video or shows the map; from then on, their own privacy policies apply.
`,
  },
  'policies/terms': {
    title: 'Terms & Conditions',
    updated: 'today-90',
    body: `
This website is designed, developed and maintained by ${COLLEGE.name}, ${COLLEGE.postal_address}.

Though all efforts have been made to ensure the accuracy of the content on this website, it should not be construed as a statement of law or used for any legal purposes. Where there is any ambiguity or doubt about the accuracy of the content, visitors are advised to verify it with the college office or with the original notification of the university or the government, and to obtain appropriate professional advice.

Under no circumstances will the college be liable for any expense, loss or damage, including without limitation indirect or consequential loss or damage, arising from the use, or loss of use, of data, arising out of or in connection with the use of this website.

These terms and conditions are governed by and construed in accordance with the laws of India. Any dispute arising under them is subject to the exclusive jurisdiction of the courts of Assam.
`,
  },
  'policies/disclaimer': {
    title: 'Disclaimer',
    updated: 'today-90',
    body: `
The information on this website is published for general information. Notices, results, schedules and fees are also announced on the notice boards of the college; where the two differ, the signed notice of the college office prevails.

Documents of ${COLLEGE.affiliation}, the Government of Assam and other bodies are reproduced for the convenience of students; the original published by that body is the authoritative version.

Links to other websites are provided for convenience only; the college does not endorse their content and is not responsible for it.
`,
  },
  'policies/archival': {
    title: 'Content Archival Policy',
    updated: 'today-90',
    body: `
Every item on this website is reviewed by its owner, the office or the department that published it, and moves to the archive once it has served its purpose:

${table(
  ['Content', 'Stays on the current pages', 'Archive'],
  [
    [
      'Notices, tenders, downloads and announcements',
      'The current year',
      'The six years before, by year',
    ],
    ['Events', 'The current year', 'Every earlier year with events, by year'],
    [
      'Admission and examination notices',
      'Until the session ends',
      'With the notices of their year',
    ],
    [
      'Faculty profiles and quarterly reports',
      'While the teacher serves the college',
      'Removed when they leave',
    ],
    [
      'IQAC and NAAC documents',
      'Until the next accreditation cycle',
      'Kept for the cycle after it',
    ],
    ['Website policies and help pages', 'Until replaced', 'Not archived'],
  ],
)}
Archived notices and events remain available through the year list beside each list. Content older than the archive is kept by the college office and can be asked for under the Right to Information Act.
`,
  },
};

/** Writes the website's own texts, with their title and the date of their last change. */
export function writeWebsiteTexts(output: Output): void {
  for (const [name, text] of Object.entries(WEBSITE_TEXTS)) {
    const front = new Document({ title: text.title, updated: text.updated }).toString({
      singleQuote: true,
    });
    output.add(`texts/${name}.md`, `---\n${front}---\n\n${text.body.trim()}\n`);
  }
}
