/**
 * The English catalogue: every interface text of the public site that a component or route
 * writes (decision 057), in ICU MessageFormat. SPEC's own words stay word for word. The labels of
 * the site's tables (menu, sections, website pages) are written once in src/web/lib and are not
 * repeated here; the Assamese catalogue gives them in Assamese (asLabels).
 */
export const en = {
  // The frame of every page
  'frame.skipLink': 'Skip to main content',
  'frame.admission': 'Online admission',
  'frame.admissionButton': 'Online Admission',
  'frame.demoLabel': 'Demo site',
  'frame.demoTitle': 'Demo site:',
  'frame.demoText':
    'this is demo content of a fictional college. Its name, people, addresses and documents are invented.',
  'frame.lastUpdated': 'Last updated:',
  'frame.new': 'New',
  'frame.unavailable': '{what} could not be loaded just now. Please reload the page in a moment.',
  'frame.unavailable.text': 'This text',
  'frame.unavailable.notices': 'The notices',
  'frame.unavailable.events': 'The upcoming events',
  'frame.unavailable.departments': 'The list of departments',
  'frame.breadcrumb': 'Breadcrumb',
  'frame.affiliated': 'Affiliated to {affiliation}',
  'frame.emptyList': 'No {what}',
  // The accessibility bar and the language switch
  'controls.label': 'Accessibility options',
  'controls.screenReader': 'Screen Reader Access',
  'controls.textSize': 'Text size',
  'controls.smaller': 'smaller text',
  'controls.normalSize': 'normal text size',
  'controls.larger': 'larger text',
  'controls.contrast': 'Contrast',
  'controls.highContrast': 'High contrast',
  'controls.normalContrast': 'Normal contrast',
  'controls.otherLanguage': 'অসমীয়া',
  // Menu, search box, footer
  'menu.label': 'Main',
  'menu.open': 'Menu',
  'menu.close': 'Close menu',
  'search.box': 'Site',
  'search.field': 'Search the site',
  'search.button': 'Search',
  'footer.social': 'The college on social media',
  'footer.usefulLinks': 'Useful links',
  'footer.website': 'This website',
  'footer.policies': 'Website policies',
  'footer.updates': 'Stay updated',
  'footer.subscribe': 'Subscribe Now',
  // Errors
  'error.tryAgain': 'try again',
  'error.mistyped': 'The address may be mistyped, or the page has moved.',
  'error.unavailable':
    "The college's information service is not answering just now, so this page cannot be shown. Please <again></again> in a few minutes.",
  'error.failed':
    'Something went wrong while loading this page. Please <again></again> in a moment.',
  'error.unavailableTitle': 'Temporarily unavailable',
  'error.unavailableDescription': "The college's information service is not answering just now.",
  'error.failedTitle': 'This page could not be loaded',
  'error.failedDescription': 'Something went wrong while loading this page.',
  'error.home': 'Go to the home page',
  'notFound.title': 'Page not found',
  'notFound.description': 'The page you asked for is not on this site.',
  'notFound.text':
    'There is no page at <address></address> on this site. The address may be mistyped, or the page may have moved when the site was renewed.',
  'notFound.suggestions': 'You may be looking for',
  'notFound.menu': 'Every section of the site is also in the menu at the top of this page.',
  // Home
  // The launch page
  'launch.title': 'Launch of the new website',
  'launch.description': 'Launch of the new website of {name}.',
  'launch.button': 'Click here to Launch Website',
  'launch.newTab': '(opens in a new tab)',
  'home.welcome': 'Welcome',
  'home.established': 'Established in {year, number, ::group-off}',
  'home.upcomingEvents': 'Upcoming Events',
  'home.noUpcomingEvents': 'No upcoming events at present.',
  'home.allEvents': 'All events',
  'home.about': 'About The College',
  'home.aboutMore': 'about the college',
  'home.history': 'Our History',
  'home.historyMore': 'of our history',
  'home.readMore': 'Read More',
  'home.academics': 'Academics',
  'home.departments': 'Departments',
  'home.departmentsText':
    'The college has {count, plural, one {# department} other {# departments}} in the Arts and Science streams.',
  'home.iqac': 'IQAC',
  'home.iqacText':
    'The Internal Quality Assurance Cell: strategies, NAAC documents, AQAR and feedback.',
  'home.committees': 'Committees',
  'home.committeesText': 'The committees of the college, their members, objectives and minutes.',
  'home.more': 'More about the college',
  'home.important': 'Important Informations',
  'home.importantText': 'Notices and documents every student and visitor should know about.',
  'home.organogram': 'Organogram',
  'home.organogramText':
    'How the college is organised, from the Governing Body to the departments and cells.',
  'home.emblem': 'The Emblem',
  'home.emblemText': 'The emblem of the college and what it stands for.',
  'home.tour': 'Campus Tour',
  'home.viewAll': 'View All',
  'holiday.kicker': 'Holiday notice',
  'holiday.close': 'Close',
  'holiday.on': 'On <start></start>',
  'holiday.range': 'From <start></start> to <end></end>',
  // Notices and events
  'notice.openLink': 'Open the link',
  'notice.openLinkTo': 'Open the link: {host}',
  'notice.date': 'Date',
  'notice.eventDate': 'Date of the event',
  'notice.kind': 'Kind',
  'notice.attachments': 'Attachments',
  'notice.addToCalendar': 'Add to calendar',
  'notice.calendarFile': '(iCalendar file)',
  'notice.backTo': 'Back to {list}',
  'notice.follow': 'Follow this list',
  'notice.feedOf': 'of {list}',
  'events.title': 'Events',
  'events.empty': 'No Events found',
  'events.archive': 'Archive',
  // Research, faculty and their reports
  'research.of': 'Research of {department}',
  'report.title': 'Quarterly Report of <name></name>',
  'report.showing': 'Showing:',
  'report.allQuarters': 'All quarters',
  'report.quarter': 'Quarter {quarter}',
  // Search
  'search.title': 'Search',
  'search.resultsFor': 'Search results for “{q}”',
  'search.again': 'Search again',
  'search.count': '{count, plural, one {# result} other {# results}}',
  'search.countIn': '{count, plural, one {# result} other {# results}} in {kind}',
  'search.everyKind': 'Show results of every kind',
  'search.allIn': 'All {count} results in {kind}',
  'search.nothing': 'Nothing on the site matches “{q}”.',
  'search.didYouMean': 'Did you mean <a></a>?',
  'search.try': 'Try',
  'search.trySpelling':
    'checking the spelling, or typing fewer letters of a word (“admis” finds “admission”);',
  'search.tryWords':
    'fewer or more general words (“hostel” rather than “hostel admission form 2026”);',
  'search.tryBrowsing': 'browsing:',
  'search.howTo': 'How to search',
  'search.help':
    'Type a few words from what you are looking for: a notice’s title, a teacher’s name, a department or a committee. Capitals, accents and small typing mistakes do not matter, and the beginning of a word is enough. The newest notices come first.',
  'search.unavailable':
    'Search is not available at the moment: the college’s information service did not answer. Please <again></again> in a moment, or browse the menu.',
} as const;

/** The id of a message of the catalogues. */
export type MessageKey = keyof typeof en;
