import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { signUpSchema } from '#contracts/auth.ts';
import { users } from '../../db/schema.ts';
import { violatedUniqueConstraint } from '../../platform/database-errors.ts';
import { conflict } from '../../platform/errors.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { assertAccountFieldsFree } from '../users/find-user.ts';
import { sendVerificationMail } from './verification-mail.ts';

export async function signUp(app: FastifyInstance, input: z.output<typeof signUpSchema>) {
  await assertAccountFieldsFree(app.db, input);
  const passwordHash = await hashPassword(input.password);
  let created: { id: string; username: string; email: string } | undefined;
  try {
    [created] = await app.db
      .insert(users)
      .values({
        username: input.username,
        email: input.email,
        passwordHash,
        dateOfBirth: input.dateOfBirth,
      })
      .returning({ id: users.id, username: users.username, email: users.email });
  } catch (error) {
    // Two sign-ups racing for the same name: the database's unique index decides.
    const constraint = violatedUniqueConstraint(error);
    if (constraint?.includes('username')) throw conflict('Username is already taken');
    if (constraint?.includes('email')) throw conflict('Email is already registered');
    throw error;
  }
  await sendVerificationMail(app, created!);
  return created!;
}
