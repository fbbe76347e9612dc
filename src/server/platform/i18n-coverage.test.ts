import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { translator } from './i18n.ts';

const src = new URL('../../', import.meta.url).pathname;

describe('every message the API can answer is in the catalogs', () => {
  it('knows every message constant of the contracts (`*_MESSAGES`), through the English catalog', async () => {
    const folder = join(src, 'contracts');
    const files = readdirSync(folder).filter((name) => /^[a-z-]+\.ts$/.test(name));
    const modules = Object.fromEntries(
      await Promise.all(
        files.map(async (name) => [name, (await import(join(folder, name))) as object] as const),
      ),
    );
    const unknown: string[] = [];
    for (const [file, module] of Object.entries(modules)) {
      for (const [name, value] of Object.entries(module)) {
        if (!/(^|_)MESSAGES$/.test(name) || typeof value !== 'object' || !value) continue;
        for (const [key, message] of Object.entries(value)) {
          const text = typeof message === 'function' ? String(message(3)) : String(message);
          if (!translator.recognize(text)) {
            unknown.push(`${file} ${name}.${key}: ${text}`);
          }
        }
      }
    }
    expect(unknown).toEqual([]);
  });

  it('knows every message the server and the contracts write in place (errors and zod messages)', () => {
    const unknown: string[] = [];
    for (const file of sourceFiles()) {
      for (const { text, line } of errorLiterals(file)) {
        if (!translator.recognize(text)) {
          unknown.push(`${relative(src, file)}:${line}: ${text}`);
        }
      }
    }
    expect(unknown).toEqual([]);
  });
});

/**
 * Not answered by the API: start-up's configuration errors (for operators, in the log), the
 * demo seed, and the notifications' texts (translated with the e-mails and pushes).
 */
const NOT_API_ANSWERS =
  /^server\/(config\.ts|db\/|features\/notifications\/notification-events\.ts)/;

function sourceFiles(): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'test') walk(path);
      } else if (/\.ts$/.test(entry.name) && !/\.(test|fixture)\.ts$/.test(entry.name)) {
        if (!NOT_API_ANSWERS.test(relative(src, path))) files.push(path);
      }
    }
  };
  walk(join(src, 'server'));
  walk(join(src, 'contracts'));
  return files;
}

/** Calls whose string argument is an error message for people. */
const ERROR_CALLS = new Set([
  'badRequest',
  'unauthorized',
  'forbidden',
  'notFound',
  'conflict',
  'HttpError',
  'sendError',
  'refuse',
  'authorizeAccountManagement',
  'reauthenticationRequired',
]);
/** Zod's checks, whose string argument is the message of a failed check. */
const ZOD_CHECKS = new Set(['min', 'max', 'int', 'regex', 'length', 'refine', 'uuid', 'email']);
/** The contracts' text fields, whose string arguments are the messages they refuse with. */
const TEXT_FIELDS = new Set([
  'requiredText',
  'requiredMultilineText',
  'optionalText',
  'optionalMultilineText',
]);

/**
 * The string literals of a file that an error answer carries: arguments of the error helpers
 * and of zod's checks, `message:`/`error:` properties, and constants named like messages.
 * A template literal stands for any text in its placeholders.
 */
function errorLiterals(file: string): { text: string; line: number }[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const found: { text: string; line: number }[] = [];
  const textOf = (node: ts.Node): string | null => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isTemplateExpression(node)) {
      return node.head.text + node.templateSpans.map((span) => `7${span.literal.text}`).join('');
    }
    return null;
  };
  const take = (node: ts.Node) => {
    if (ts.isConditionalExpression(node)) {
      take(node.whenTrue);
      take(node.whenFalse);
      return;
    }
    const text = textOf(node);
    if (text !== null && /\s/.test(text.trim())) {
      found.push({ text, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const callee = node.expression.getText(source).split('.').pop() ?? '';
      const args = node.arguments ?? [];
      // An `HttpError` that names its catalog message (`localized`) is translated from that.
      const named = callee === 'HttpError' && args.length >= 4;
      if ((ERROR_CALLS.has(callee) && !named) || TEXT_FIELDS.has(callee)) args.forEach(take);
      else if (ZOD_CHECKS.has(callee) && ts.isPropertyAccessExpression(node.expression)) {
        args.forEach(take);
      }
    } else if (
      ts.isPropertyAssignment(node) &&
      ['message', 'error'].includes(node.name.getText(source))
    ) {
      const parent = node.parent.parent;
      // `{ message }` of zod's parameters, not of an answer's body (`reply.send({ message })`)
      if (
        parent &&
        ts.isCallExpression(parent) &&
        !/send|code/.test(parent.expression.getText(source))
      ) {
        take(node.initializer);
      }
    } else if (
      ts.isVariableDeclaration(node) &&
      node.initializer &&
      /^[A-Z_]*(MESSAGE|NOT_FOUND|INVALID|ONLY|TAKEN|LINK|CREDENTIALS|UNAVAILABLE|REACH|ADMIN|IMAGE|TOO_LONG|TOO_LARGE)[A-Z_]*$/.test(
        node.name.getText(source),
      )
    ) {
      take(node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
