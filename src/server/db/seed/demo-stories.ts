import type { ContactPlatform, NarrativeCategory, NarrativeStatus } from '#contracts/stories.ts';
import type { Block } from './demo-text.ts';

/**
 * Help-request narratives. The people and contact details are invented: e-mail addresses use
 * example.org and the phone numbers are not meant to reach anyone.
 */
export interface DemoStory {
  title: string;
  /** Username of the publisher or admin who shared it. */
  author: string;
  country: string;
  category: NarrativeCategory;
  contactPlatform: ContactPlatform;
  contactUsername: string;
  status: NarrativeStatus;
  body: Block[];
}

export const DEMO_STORIES: DemoStory[] = [
  {
    title: 'Help Wanjiru Get Her Son to His Heart Surgery',
    author: 'priya_nair',
    country: 'Kenya',
    category: 'medical',
    contactPlatform: 'whatsapp',
    contactUsername: '254712345678',
    status: 'approved',
    body: [
      'Wanjiru is a market vendor in Nakuru and the mother of three. Her youngest, Brian, was born with a hole in his heart. Doctors at the county hospital have referred him for surgery at a specialist centre in Nairobi.',
      'The operation itself is covered by a hospital programme, but the family must pay for travel, two weeks of lodging near the hospital and medicines after discharge. Wanjiru earns about four dollars on a good day.',
      { h2: 'What would help' },
      {
        list: [
          'Bus fare for Wanjiru and Brian, there and back.',
          'Lodging near the hospital for two weeks.',
          'Three months of follow-up medicines.',
        ],
      },
      'Wanjiru can share the referral letter with anyone who would like to confirm the details.',
    ],
  },
  {
    title: 'Rebuilding the Dela Cruz Family Home After the Typhoon',
    author: 'tomas_reyes',
    country: 'Philippines',
    category: 'housing',
    contactPlatform: 'facebook',
    contactUsername: 'marisol.delacruz.help',
    status: 'approved',
    body: [
      "When the typhoon reached Leyte last season, it tore the roof from the house where Marisol lives with her husband, her mother and two children. They have been sleeping at a relative's house, six people in one room.",
      "Neighbours have already helped clear the debris and rebuild the walls. What remains is the roof: corrugated sheets, timber and a few days of a carpenter's time.",
      {
        quote: 'We do not need a new house. We need a roof, and then we can do the rest ourselves.',
      },
      'Marisol posts photos of the work as it progresses, so supporters can see exactly where help goes.',
    ],
  },
  {
    title: "Warm Clothes and a Heater for Oksana's Family in Kharkiv",
    author: 'elena_marsh',
    country: 'Ukraine',
    category: 'emergency',
    contactPlatform: 'telegram',
    contactUsername: 'oksana_kharkiv_help',
    status: 'approved',
    body: [
      'Oksana is a schoolteacher who lives with her elderly father and her teenage daughter. A nearby strike damaged the windows of their apartment, and power cuts are frequent.',
      'Volunteers have covered the windows with plastic film, but the family needs a small generator-compatible heater, winter boots for the daughter and thermal clothing for her father, who has poor circulation.',
      { h2: 'Current needs' },
      {
        list: [
          'A small electric heater and a power bank.',
          'Winter boots, size 38.',
          'Thermal underwear and a warm coat for a man of 78.',
        ],
      },
      'Oksana is in touch with a local volunteer centre that can receive and deliver parcels.',
    ],
  },
  {
    title: 'School Supplies for the Community School in Recife',
    author: 'priya_nair',
    country: 'Brazil',
    category: 'education',
    contactPlatform: 'email',
    contactUsername: 'escola.comunitaria@example.org',
    status: 'approved',
    body: [
      'The community school in a hillside neighbourhood of Recife teaches ninety children between six and twelve years old. It is run by four teachers and a group of parents who take turns cooking lunch.',
      'This year, the school lost the small grant that paid for notebooks, pencils and textbooks. Many families cannot afford them on their own.',
      'A complete kit for one child, with notebooks, pencils, a ruler, crayons and a backpack, costs about fifteen dollars when bought in bulk.',
      { quote: 'When a child has her own notebook, she takes her work seriously. So do we.' },
    ],
  },
  {
    title: 'Daily Meals for Grandmother Lakshmi and Her Grandchildren',
    author: 'tomas_reyes',
    country: 'India',
    category: 'food',
    contactPlatform: 'whatsapp',
    contactUsername: '919812345670',
    status: 'approved',
    body: [
      'Lakshmi is seventy-one and cares for her two grandchildren in a village outside Madurai since their parents moved to the city for work and stopped sending money home.',
      'She earns a little by making garlands for the temple, but it is rarely enough for rice, lentils and vegetables every day. The children often go to school hungry.',
      { h2: 'How you can help' },
      'A local shop has agreed to keep a monthly account for the family. About forty dollars covers basic groceries for the three of them for a month.',
    ],
  },
  {
    title: 'A Laptop So Chidi Can Finish His Programming Course',
    author: 'elena_marsh',
    country: 'Nigeria',
    category: 'education',
    contactPlatform: 'discord',
    contactUsername: 'chidi_codes',
    status: 'approved',
    body: [
      'Chidi is nineteen and lives in Enugu. He taught himself to code on a shared phone and earned a place in a free online programming course. The final projects, however, require a computer.',
      'He has been using a cybercafé when he can afford it, but the course deadline is in three months. A refurbished laptop would let him finish and apply for junior developer roles.',
      { quote: 'I have the time and the will. I just need the machine.' },
      'Chidi is happy to share his course progress and projects with anyone who supports him.',
    ],
  },
  {
    title: 'Keeping the Lights On for a Single Father in Ohio',
    author: 'priya_nair',
    country: 'United States',
    category: 'housing',
    contactPlatform: 'email',
    contactUsername: 'marcus.reid@example.org',
    status: 'approved',
    body: [
      'Marcus works night shifts at a warehouse and raises two daughters on his own. After a hospital stay last winter, he fell behind on rent and utilities, and the family now faces a shut-off notice.',
      'He is back at work full time and has set up a payment plan with his landlord. What he needs is help with two months of overdue electricity bills so the family can get back on track.',
      {
        list: [
          'Two months of electricity: about 320 dollars.',
          'School shoes for both girls before term starts.',
        ],
      },
    ],
  },
  {
    title: "Children's Clothing for Families in Quetzaltenango",
    author: 'tomas_reyes',
    country: 'Guatemala',
    category: 'clothing',
    contactPlatform: 'facebook',
    contactUsername: 'ropa.para.xela',
    status: 'approved',
    body: [
      'A small parish group in Quetzaltenango collects and distributes clothing to families who have moved from rural areas to the city. Nights in the highlands are cold, and many children arrive with only summer clothes.',
      'The group needs warm jumpers, jackets and closed shoes for children aged two to twelve. Donated money is used to buy locally, which also supports the market vendors.',
      {
        quote:
          'A warm jacket means a child sleeps through the night and can pay attention at school.',
      },
    ],
  },
  {
    title: 'Seeds and Tools for a Family Garden in Kisumu',
    author: 'priya_nair',
    country: 'Kenya',
    category: 'food',
    contactPlatform: 'telegram',
    contactUsername: 'akinyi_garden',
    status: 'pending',
    body: [
      'Akinyi has a small plot behind her house near Lake Victoria but no money for seeds or tools after a poor harvest. With maize, beans and kale seeds, a hoe and a watering can, she could feed her family and sell the surplus.',
      "A women's group in her village has offered to share knowledge and labour at planting time.",
    ],
  },
  {
    title: 'Helping Joy Reopen Her Sari-Sari Store',
    author: 'tomas_reyes',
    country: 'Philippines',
    category: 'general',
    contactPlatform: 'discord',
    contactUsername: 'joy.sarisari',
    status: 'pending',
    body: [
      'Joy ran a small neighbourhood store from the front of her house in Cebu until flooding ruined her stock. The shelves survived; the goods did not.',
      "She needs about two hundred dollars to restock rice, canned goods, soap and snacks. The store was her family's only income.",
    ],
  },
  {
    title: 'Travel Costs for a Family Wedding',
    author: 'elena_marsh',
    country: 'India',
    category: 'other',
    contactPlatform: 'email',
    contactUsername: 'wedding.travel@example.org',
    status: 'rejected',
    body: [
      "A request for help with flights and hotel costs to attend a cousin's wedding abroad.",
      'Narratives on Hearth are for essential needs such as health, food, shelter and education, so this request was not published.',
    ],
  },
  {
    title: 'Medical Bills for Emeka After a Road Accident',
    author: 'priya_nair',
    country: 'Nigeria',
    category: 'medical',
    contactPlatform: 'whatsapp',
    contactUsername: '2348031234567',
    status: 'rejected',
    body: [
      'A request for help with hospital bills after a motorcycle accident in Lagos.',
      'The moderator could not confirm the details with the hospital named in the narrative, and the photos had been published elsewhere under a different name, so it was not approved.',
    ],
  },
];
