import type { Community } from '../files/photo/portrait.ts';
import type { Random } from '../lib/random.ts';

/**
 * Name pools typical of Assam (Assamese Hindu, Assamese Muslim, Bodo, Mising, Tai-Ahom and tea
 * community names). Faculty and office staff are written out by hand in their own files; these
 * pools feed the alumni lists, student members of committees and the like.
 */
export const MALE_FIRST = [
  'Ranjit',
  'Pranab',
  'Dipankar',
  'Hemanta',
  'Bhaskar',
  'Nripen',
  'Jayanta',
  'Mridul',
  'Bikash',
  'Utpal',
  'Rupam',
  'Pulak',
  'Dhruba',
  'Kamal',
  'Ajit',
  'Bhupen',
  'Anup',
  'Dilip',
  'Manash',
  'Biswajit',
  'Rajib',
  'Pankaj',
  'Nabajit',
  'Partha',
  'Debajit',
  'Himangshu',
  'Jiten',
  'Khagen',
  'Arup',
  'Rituraj',
  'Abhijit',
  'Saurav',
  'Chinmoy',
  'Kaushik',
  'Pallab',
  'Ankur',
  'Bitopan',
  'Dhrubajyoti',
  'Gitartha',
  'Hirak',
  'Jyotirmoy',
  'Kishore',
  'Mrinal',
  'Nilotpal',
  'Plabon',
  'Rahul',
  'Sanjib',
  'Tonmoy',
  'Upamanyu',
  'Zubeen',
];
export const FEMALE_FIRST = [
  'Anjali',
  'Rupali',
  'Mousumi',
  'Nilakshi',
  'Rashmi',
  'Pallavi',
  'Bandana',
  'Jonali',
  'Gitanjali',
  'Dipsikha',
  'Madhusmita',
  'Pori',
  'Trishna',
  'Barnali',
  'Nandita',
  'Rumi',
  'Kalpana',
  'Junmoni',
  'Priyanka',
  'Bornali',
  'Sangeeta',
  'Manisha',
  'Karabi',
  'Anamika',
  'Chayanika',
  'Debashree',
  'Parismita',
  'Monalisa',
  'Bipasha',
  'Jahnabi',
  'Ankita',
  'Bhagyashree',
  'Dikshita',
  'Himakshi',
  'Jinti',
  'Kasturi',
  'Lopamudra',
  'Mitali',
  'Nayanmoni',
  'Puja',
];
export const SURNAMES = [
  'Baruah',
  'Gogoi',
  'Saikia',
  'Bora',
  'Das',
  'Deka',
  'Kalita',
  'Hazarika',
  'Sarma',
  'Bhuyan',
  'Phukan',
  'Dutta',
  'Choudhury',
  'Nath',
  'Rajkhowa',
  'Konwar',
  'Tamuli',
  'Mahanta',
  'Goswami',
  'Medhi',
  'Talukdar',
  'Barman',
  'Pathak',
  'Bordoloi',
  'Sonowal',
  'Doley',
  'Pegu',
  'Basumatary',
  'Boro',
  'Rabha',
  'Tanti',
  'Chetia',
  'Borgohain',
  'Handique',
  'Buragohain',
  'Lahkar',
  'Haloi',
  'Bhattacharyya',
  'Sharma',
  'Khound',
];
const MUSLIM_MALE = [
  'Abdul Karim',
  'Rafiqul',
  'Nazrul',
  'Mustafa',
  'Anowar',
  'Jakir',
  'Imdadul',
  'Saidur',
  'Rezaul',
  'Farhan',
];
const MUSLIM_FEMALE = [
  'Rashida',
  'Shahnaz',
  'Jahanara',
  'Nasrin',
  'Rukshana',
  'Farzana',
  'Sabina',
  'Tahmina',
  'Rehana',
  'Nilufa',
];
const MUSLIM_SURNAMES = ['Ahmed', 'Hussain', 'Ali', 'Islam', 'Rahman', 'Hoque'];
/** Names of Assamese Muslims beyond the pools: 'Md.', 'Begum', 'Sultana' and the faculty's own. */
const MUSLIM_WORDS = new Set([
  ...MUSLIM_MALE.flatMap((n) => n.split(' ')),
  ...MUSLIM_FEMALE,
  ...MUSLIM_SURNAMES,
  'Md.',
  'Begum',
  'Sultana',
  'Khatun',
  'Abdul',
]);

/**
 * The community a person's name tells, for what a portrait may show (a bindi only on a Hindu
 * woman). The demo's hand-written people are Hindu or Muslim; tribal names count as Hindu here,
 * as most Bodo, Mising and Rabha families of Nalbari and Baksa are.
 */
export function communityOf(name: string): Community {
  return name.split(/\s+/).some((word) => MUSLIM_WORDS.has(word)) ? 'Muslim' : 'Hindu';
}

/** Hands out full names that are not used twice anywhere in the demo. */
export class NamePool {
  private used = new Set<string>();

  constructor(private readonly random: Random) {}

  /** Marks names written by hand as taken. */
  reserve(names: readonly string[]): void {
    for (const name of names) this.used.add(name.replace(/^(Dr|Sri|Smti)\.?\s+/, ''));
  }

  next(gender?: 'M' | 'F'): { name: string; gender: 'M' | 'F' } {
    const g = gender ?? (this.random.chance(0.5) ? 'M' : 'F');
    for (let attempt = 0; attempt < 200; attempt++) {
      let name: string;
      if (this.random.chance(0.12)) {
        const first = this.random.pick(g === 'M' ? MUSLIM_MALE : MUSLIM_FEMALE);
        name = `${first} ${g === 'F' && this.random.chance(0.5) ? 'Begum' : this.random.pick(MUSLIM_SURNAMES)}`;
      } else {
        name = `${this.random.pick(g === 'M' ? MALE_FIRST : FEMALE_FIRST)} ${this.random.pick(SURNAMES)}`;
      }
      if (!this.used.has(name)) {
        this.used.add(name);
        return { name, gender: g };
      }
    }
    throw new Error('name pool exhausted');
  }
}
