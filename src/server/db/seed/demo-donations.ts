/** Donation cases run by the Hearth team, with the gifts they received. Money is in cents. */
export interface DemoDonation {
  amountCents: number;
  donorName: string;
  donorEmail?: string;
  message?: string;
}

export interface DemoDonationCase {
  title: string;
  /** Plain text; paragraphs are separated by a blank line. */
  description: string;
  goalAmountCents: number | null;
  amountOptionsCents: number[];
  active: boolean;
  openedDaysAgo: number;
  donations: DemoDonation[];
  /** News the team posted on the case; the body is HTML. */
  updates?: { title: string; body: string; daysAgo: number }[];
  /** The title of the approved narrative whose need the case serves. */
  serves?: string;
}

export const DEMO_DONATION_CASES: DemoDonationCase[] = [
  {
    title: 'Winter Coats for Forty Families',
    serves: "Warm Clothes and a Heater for Oksana's Family in Kharkiv",
    description:
      'Every winter, families arriving at the neighbourhood shelter come with little more than the clothes they are wearing. This appeal buys new, warm coats, hats and gloves for forty families, in sizes for adults and children.\n\nCoats are bought from a local supplier at cost and handed out by shelter staff, so every dollar goes to the families.',
    goalAmountCents: 300_000,
    amountOptionsCents: [1000, 2500, 5000, 10000],
    active: true,
    openedDaysAgo: 58,
    donations: [
      {
        amountCents: 5000,
        donorName: 'Grace Holloway',
        donorEmail: 'grace.holloway@example.org',
        message: 'Stay warm, everyone.',
      },
      { amountCents: 2500, donorName: 'Anonymous' },
      {
        amountCents: 10000,
        donorName: 'The Baker Street Book Club',
        message: 'From all of us at the book club.',
      },
      { amountCents: 1000, donorName: 'Anonymous' },
      { amountCents: 2500, donorName: 'Ahmed Karim', donorEmail: 'ahmed.karim@example.org' },
      {
        amountCents: 7500,
        donorName: 'Anonymous',
        message: 'In memory of my grandmother, who knitted for everyone.',
      },
      { amountCents: 5000, donorName: 'Sofia Lindqvist' },
      { amountCents: 2500, donorName: 'Anonymous' },
    ],
    updates: [
      {
        title: 'The first twenty coats are out',
        body: '<p>Shelter staff handed out the first twenty coats this week, with hats and gloves for the children. <strong>Thank you</strong> to everyone who gave.</p>',
        daysAgo: 20,
      },
      {
        title: 'Sizes ordered',
        body: '<p>We counted the sizes the families need and placed the first order with the supplier.</p>',
        daysAgo: 45,
      },
    ],
  },
  {
    title: 'Clean Water Filters for a Rural School',
    description:
      'A primary school of 240 pupils in a farming village has no safe drinking water on site. Children bring water from home or go without during the school day.\n\nThis case funds ten ceramic water filters, replacement cartridges for two years and training for the caretaker who will look after them.',
    goalAmountCents: 500_000,
    amountOptionsCents: [2000, 5000, 10000, 25000],
    active: true,
    openedDaysAgo: 41,
    donations: [
      {
        amountCents: 25000,
        donorName: 'Riverside Rotary Circle',
        donorEmail: 'treasurer.rotary@example.org',
        message: 'Water is life. Happy to help.',
      },
      { amountCents: 5000, donorName: 'Anonymous' },
      { amountCents: 10000, donorName: 'Hannah Okoro', message: 'For the children, with love.' },
      { amountCents: 2000, donorName: 'Anonymous' },
      { amountCents: 3500, donorName: 'Liam Fitzgerald', donorEmail: 'liam.fitz@example.org' },
      { amountCents: 5000, donorName: 'Anonymous' },
    ],
  },
  {
    title: 'Emergency Fund for Flood Relief',
    description:
      'When floods strike, families need help within days, not weeks. This open fund lets the Hearth team respond quickly with food parcels, cleaning kits and temporary lodging for households verified by local partners.\n\nThere is no fixed goal: the fund stays open all year and every contribution is reported in our quarterly update.',
    goalAmountCents: null,
    amountOptionsCents: [1500, 3000, 6000, 12000],
    active: true,
    openedDaysAgo: 27,
    donations: [
      { amountCents: 3000, donorName: 'Anonymous' },
      {
        amountCents: 12000,
        donorName: 'Mateo Alvarez',
        donorEmail: 'mateo.alvarez@example.org',
        message: 'We were flooded two years ago. Paying it forward.',
      },
      { amountCents: 1500, donorName: 'Anonymous' },
      { amountCents: 6000, donorName: 'Yuki Tanaka' },
      {
        amountCents: 4250,
        donorName: 'Anonymous',
        message: "Collected at my daughter's lemonade stand!",
      },
    ],
  },
  {
    title: 'Back-to-School Backpacks',
    description:
      'Our summer appeal filled 150 backpacks with notebooks, pencils, a calculator and a lunch box for children from low-income families.\n\nThe appeal has closed and all backpacks were delivered before the first day of term. Thank you to everyone who gave.',
    goalAmountCents: 200_000,
    amountOptionsCents: [1000, 2500, 5000],
    active: false,
    openedDaysAgo: 110,
    donations: [
      {
        amountCents: 50000,
        donorName: 'Northgate Hardware',
        donorEmail: 'office.northgate@example.org',
        message: 'Good luck this school year!',
      },
      { amountCents: 2500, donorName: 'Anonymous' },
      { amountCents: 5000, donorName: 'Priscilla Mensah' },
      { amountCents: 1000, donorName: 'Anonymous' },
      {
        amountCents: 25000,
        donorName: 'Anonymous',
        message: 'Every child deserves a fresh start.',
      },
      {
        amountCents: 10000,
        donorName: 'Daniel and Ruth Cohen',
        donorEmail: 'cohen.family@example.org',
      },
      { amountCents: 2500, donorName: 'Anonymous' },
    ],
  },
];
