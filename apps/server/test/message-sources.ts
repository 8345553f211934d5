import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const here = path.dirname(fileURLToPath(import.meta.url));
const roots = [path.resolve(here, '../src'), path.resolve(here, '../../../packages/contract/src')];

/** The helpers of lib/app-error.ts and the position of their message argument. */
const errorHelpers: Record<string, number> = { badRequest: 0, unauthorized: 0, forbidden: 0, notFound: 0, conflict: 0, tooManyRequests: 0 };

function sourceFiles(): ts.SourceFile[] {
  return roots.flatMap((root) =>
    fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.d.ts'))
      .map((f) => ts.createSourceFile(f, fs.readFileSync(path.join(root, f), 'utf8'), ts.ScriptTarget.Latest, true)),
  );
}

/**
 * A message as the catalogue keys it: a template literal's `${…}` parts become `{0}`, `{1}`… in order (the
 * translation puts them where its language wants them); a string is itself.
 */
function keyOf(node: ts.Expression): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((span, i) => `{${i}}${span.literal.text}`).join('');
  return null;
}

const propertyName = (node: ts.PropertyAssignment) =>
  ts.isIdentifier(node.name) || ts.isStringLiteral(node.name) ? node.name.text : null;

/**
 * Every message the server can send a person, read from the source (server and contract, tests excluded):
 * - the message argument of an error helper or `new AppError`, written there or as a named constant
 *   (`AUTH_MESSAGES.invalidToken`, `GAME_MESSAGES.notFound`);
 * - every `message:` property written as text: error and message bodies, zod's custom messages, the outcomes
 *   a service or domain function hands to a throw site (`move.message`);
 * - every verified-only route's `action` ("Please verify your account to {action}.").
 */
export function serverMessages(): Map<string, string> {
  const files = sourceFiles();
  const constants = new Map<string, string>();
  for (const file of files) {
    const visit = (node: ts.Node) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        let init = node.initializer;
        while (ts.isAsExpression(init) || ts.isSatisfiesExpression(init)) init = init.expression;
        const key = keyOf(init);
        if (key !== null) constants.set(node.name.text, key);
        if (ts.isObjectLiteralExpression(init)) {
          for (const prop of init.properties) {
            const name = ts.isPropertyAssignment(prop) ? propertyName(prop) : null;
            const value = name && ts.isPropertyAssignment(prop) ? keyOf(prop.initializer) : null;
            if (name && value !== null) constants.set(`${node.name.text}.${name}`, value);
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }

  const messages = new Map<string, string>();
  for (const file of files) {
    const add = (node: ts.Expression | undefined): void => {
      if (!node) return;
      if (ts.isParenthesizedExpression(node)) return add(node.expression);
      if (ts.isConditionalExpression(node)) {
        add(node.whenTrue);
        return add(node.whenFalse);
      }
      const key = keyOf(node) ?? constants.get(node.getText(file)) ?? null;
      // Codes and enum values (`'DISPUTED'`) are not for people.
      if (key !== null && /[a-z]/.test(key)) messages.set(key, file.fileName);
    };
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text in errorHelpers) {
        add(node.arguments[errorHelpers[node.expression.text]!]);
      }
      if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'AppError') add(node.arguments?.[2]);
      if (ts.isPropertyAssignment(node) && (propertyName(node) === 'message' || propertyName(node) === 'action')) add(node.initializer);
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return messages;
}
