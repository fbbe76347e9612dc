import { io } from 'socket.io-client';

/**
 * A client written from the spec alone: its call tables (section 7) and entities (section 3),
 * as someone who has never seen Hearth would write it. It knows none of Hearth's additions
 * (`isLiked`, `isFollowing`, `followersCount`, `author`, ...), and renders pages the way the
 * spec's screens describe them, reading only the spec's fields.
 */

interface SpecUser {
  _id: string;
  username: string;
  isAdmin: boolean;
  followers: string[];
  following: string[];
  token?: string;
}

interface SpecComment {
  _id: string;
  content: string;
  userId: { _id: string; username: string; profilePicture: string };
  likes: string[];
  numberOfLikes: number;
  replies: SpecComment[];
}

interface SpecStory {
  title: string;
  country: string;
  userId: string;
}

interface SpecTransaction {
  _id: string;
  donorName: string;
  amount: number;
  status: string;
  createdAt: string;
  message: string | null;
}

/** The shared client: same origin, cookies and the bearer token on every call, JSON always. */
export function createSpecClient(origin: string) {
  let cookie = '';
  let token = '';

  async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (cookie) headers.Cookie = cookie;
    const response = await fetch(`${origin}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) cookie = setCookie.split(';')[0]!;
    const text = await response.text();
    const data = text ? JSON.parse(text) : null;
    if (!response.ok) throw new Error(data?.message ?? 'Something went wrong');
    return data as T;
  }

  return {
    get token() {
      return token;
    },
    signUp: (body: { username: string; email: string; password: string; dateOfBirth: string }) =>
      request<{ success: boolean; message: string }>('POST', '/api/auth/signup', body),
    async signIn(email: string, password: string) {
      const user = await request<SpecUser>('POST', '/api/auth/signin', { email, password });
      token = user.token!;
      return user;
    },
    /**
     * The profile refresh: the user read back replaces the stored one, token included, which a
     * profile does not carry, so the client goes on with `Bearer undefined`, as localStorage
     * keeps it.
     */
    async refreshProfile(id: string) {
      const user = await request<SpecUser>('GET', `/api/user/${id}`);
      token = String(user.token);
      return user;
    },
    getPosts: (query: Record<string, string>) =>
      request<{ posts: { _id: string; slug: string; title: string }[] }>(
        'GET',
        `/api/post/getposts?${new URLSearchParams(query)}`,
      ).then((answer) => answer.posts),
    createPost: (post: { title: string; category: string; image: string; content: string }) =>
      request<{ slug: string }>('POST', '/api/post/create', post),
    comment: (body: { content: string; postId: string; userId: string }) =>
      request('POST', '/api/comment/create', body),
    reply: (body: { content: string; postId: string; userId: string; parentId: string }) =>
      request('POST', '/api/comment/reply', body),
    getPostComments: (postId: string) =>
      request<SpecComment[]>('GET', `/api/comment/getPostComments/${postId}`),
    likeComment: (id: string) =>
      request<{ likes: string[]; numberOfLikes: number }>('PUT', `/api/comment/likeComment/${id}`),
    report: (body: { targetId: string; targetType: 'post' | 'comment'; reason: string }) =>
      request('POST', '/api/report', body),
    getStories: (query: Record<string, string>) =>
      request<{ stories: SpecStory[] }>('GET', `/api/story/get?${new URLSearchParams(query)}`).then(
        (answer) => answer.stories,
      ),
    createStory: (story: Record<string, string>) =>
      request<{ _id: string }>('POST', '/api/story/create', story),
    setStoryStatus: (id: string, status: 'approved' | 'rejected') =>
      request('PUT', `/api/story/status/${id}`, { status }),
    getUser: (id: string) => request<SpecUser>('GET', `/api/user/${id}`),
    getUserByUsername: (username: string) =>
      request<SpecUser>('GET', `/api/user/username/${username}`),
    follow: (id: string) => request('PUT', `/api/user/follow/${id}`),
    unfollow: (id: string) => request('PUT', `/api/user/unfollow/${id}`),
    createCase: (donationCase: { title: string; description: string; amountOptions: number[] }) =>
      request<{ _id: string }>('POST', '/api/donation/case', donationCase),
    donate: (donation: {
      donationCaseId: string;
      amount: number;
      donorName: string;
      donorEmail?: string;
      message?: string;
    }) => request<SpecTransaction>('POST', '/api/donation/transaction', donation),
    getTransactions: (caseId: string) =>
      request<SpecTransaction[]>('GET', `/api/donation/transactions/${caseId}`),
    markAllNotificationsRead: () => request('PUT', '/api/notification/read-all'),
    /** The real-time socket: same origin, websocket first, authenticated with the token. */
    connectLive: () =>
      io(origin, { transports: ['websocket', 'polling'], auth: { token }, reconnection: false }),
  };
}

export type SpecClient = ReturnType<typeof createSpecClient>;

/** The post page's comments: each with its like count and whether I like it, replies indented. */
export async function renderPostComments(client: SpecClient, postId: string, myId: string) {
  const line = (comment: SpecComment, indent: string) => {
    const liked = comment.likes.includes(myId) ? ', liked by you' : '';
    return `${indent}${comment.userId.username}: ${comment.content} (${comment.likes.length} likes${liked})`;
  };
  const comments = await client.getPostComments(postId);
  return comments.flatMap((comment) => [
    line(comment, ''),
    ...comment.replies.map((reply) => line(reply, '  ')),
  ]);
}

/** The All Narratives tab: the user column looks each author up by the narrative's userId. */
export async function renderNarrativeTable(client: SpecClient) {
  const stories = await client.getStories({ limit: '20', startIndex: '0' });
  return Promise.all(
    stories.map(async (story) => {
      const author = await client.getUser(story.userId);
      return `${story.title} | ${story.country} | ${author.username} (${story.userId.slice(0, 8)})`;
    }),
  );
}

/** The public profile: follower and following figures and the follow button's label. */
export async function renderProfile(client: SpecClient, username: string, myId: string) {
  const user = await client.getUserByUsername(username);
  const button = user.followers.includes(myId) ? 'Unfollow' : 'Follow';
  return `${user.username}: ${user.followers.length} followers, ${user.following.length} following [${button}]`;
}

/** The profile's list of posts, which asks for everything at once (limit=1000). */
export async function renderProfilePosts(client: SpecClient, userId: string) {
  const posts = await client.getPosts({ userId, limit: '1000' });
  return posts.map((post) => post.title);
}

/** The thank-you page after a donation, drawn from the donation's answer. */
export function renderThankYou(transaction: SpecTransaction) {
  const day = new Date(transaction.createdAt).toLocaleDateString('en-US', { timeZone: 'UTC' });
  const message = transaction.message ? ` "${transaction.message}"` : '';
  return `Thank you, ${transaction.donorName}: $${transaction.amount.toFixed(2)} on ${day} (${transaction.status})${message}`;
}

/** The manage-donations page's transactions of one case. */
export async function renderTransactions(client: SpecClient, caseId: string) {
  const transactions = await client.getTransactions(caseId);
  return transactions.map(
    (transaction) =>
      `${transaction.donorName} gave $${transaction.amount.toFixed(2)} (${transaction.status})`,
  );
}
