import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { parseSource } from './compiledMessages.ts';

/** One message descriptor in the sources: an object literal with a literal `id` and `defaultMessage`. */
export interface MessageDefinition {
  readonly id: string;
  readonly defaultMessage: string;
  /** `file:line` of the descriptor. */
  readonly where: string;
}

/** The message descriptors of one source text. */
export function messageDefinitions(code: string, fileName: string): MessageDefinition[] {
  if (!code.includes('defaultMessage')) return [];
  const source = parseSource(code, fileName);
  const found: MessageDefinition[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const literal = new Map<string, string>();
      for (const property of node.properties) {
        if (
          ts.isPropertyAssignment(property) &&
          ts.isIdentifier(property.name) &&
          (ts.isStringLiteral(property.initializer) ||
            ts.isNoSubstitutionTemplateLiteral(property.initializer))
        ) {
          literal.set(property.name.text, property.initializer.text);
        }
      }
      const id = literal.get('id');
      const defaultMessage = literal.get('defaultMessage');
      if (id !== undefined && defaultMessage !== undefined) {
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        found.push({ id, defaultMessage, where: `${fileName}:${line}` });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The app's sources under `dir` (tests left out), as paths relative to `root`. */
export function appSources(root: string, dir = 'src'): string[] {
  const files: string[] = [];
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const next = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) walk(next);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(next);
    }
  };
  walk(dir);
  return files.sort();
}

/**
 * The ids defined by more than one descriptor, each with every place that defines it: a message is
 * defined once and imported where it is used, so that one fix (its English, its description) is one edit.
 */
export function idsDefinedTwice(definitions: readonly MessageDefinition[]): Map<string, string[]> {
  const places = new Map<string, string[]>();
  for (const { id, where } of definitions) places.set(id, [...(places.get(id) ?? []), where]);
  return new Map([...places].filter(([, where]) => where.length > 1));
}
