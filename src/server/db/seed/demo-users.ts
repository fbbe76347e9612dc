/** The people of the demo site. Ages are in days before the seed, so the site always looks lived in. */
export interface DemoUser {
  role: 'admin' | 'publisher' | 'user';
  username: string;
  email: string;
  dateOfBirth: string;
  verified: boolean;
  /** How long ago the account was created. */
  joinedDaysAgo: number;
  /** What the profile and the author box under their posts say about them. */
  bio?: string;
}

export const DEMO_USERS: DemoUser[] = [
  {
    role: 'admin',
    username: 'elena_marsh',
    email: 'elena.marsh@example.org',
    dateOfBirth: '1984-03-17',
    verified: true,
    joinedDaysAgo: 124,
    bio: "Keeps Hearth running. Writes about the neighbourhood's gardens, markets and the people who hold them together.",
  },
  {
    role: 'publisher',
    username: 'tomas_reyes',
    email: 'tomas.reyes@example.org',
    dateOfBirth: '1991-08-02',
    verified: true,
    joinedDaysAgo: 118,
    bio: 'Carpenter and weekend cook. I write about fixing things, feeding people and the small repairs that keep a street alive.',
  },
  {
    role: 'publisher',
    username: 'priya_nair',
    email: 'priya.nair@example.org',
    dateOfBirth: '1988-11-25',
    verified: true,
    joinedDaysAgo: 109,
    bio: 'Community nurse. Notes on health, care at home and the clinics that serve the villages around us.',
  },
  {
    role: 'user',
    username: 'jonah_wells',
    email: 'jonah.wells@example.org',
    dateOfBirth: '1996-01-09',
    verified: true,
    joinedDaysAgo: 97,
  },
  {
    role: 'user',
    username: 'mei_lin',
    email: 'mei.lin@example.org',
    dateOfBirth: '1979-06-30',
    verified: true,
    joinedDaysAgo: 83,
  },
  {
    role: 'user',
    username: 'samuel_osei',
    email: 'samuel.osei@example.org',
    dateOfBirth: '2001-04-14',
    verified: true,
    joinedDaysAgo: 61,
  },
  {
    role: 'user',
    username: 'lucia_ferraro',
    email: 'lucia.ferraro@example.org',
    dateOfBirth: '1993-09-21',
    verified: true,
    joinedDaysAgo: 38,
  },
  // A recent sign-up who has not opened the verification e-mail yet.
  {
    role: 'user',
    username: 'dan_kowalski',
    email: 'dan.kowalski@example.org',
    dateOfBirth: '1999-12-03',
    verified: false,
    joinedDaysAgo: 3,
  },
];
