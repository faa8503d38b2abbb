import { describe, expect, it } from 'vitest';
import { migrationFiles, migrationScript, MIGRATIONS_DIR } from './migrate.js';
import { checksumOf, readRecordedChecksums } from './migration-checksums.js';

describe('landed migrations never change', () => {
  const recorded = readRecordedChecksums(MIGRATIONS_DIR);

  it('every migration file is what was recorded when it landed (add a new migration instead of editing one)', () => {
    const edited = migrationFiles().filter((file) => recorded[file] && recorded[file] !== checksumOf(migrationScript(file)));
    expect(edited).toEqual([]);
  });

  it('every migration file is recorded (run `npm run migrations:lock` after adding one)', () => {
    expect(migrationFiles().filter((file) => !recorded[file])).toEqual([]);
  });

  it('no recorded migration has disappeared', () => {
    expect(Object.keys(recorded).filter((file) => !migrationFiles().includes(file))).toEqual([]);
  });

  it('a checksum ignores line endings but sees any other change', () => {
    expect(checksumOf('CREATE TABLE a ();\r\n')).toBe(checksumOf('CREATE TABLE a ();\n'));
    expect(checksumOf('CREATE TABLE a ();\n')).not.toBe(checksumOf('CREATE TABLE a  ();\n'));
  });
});
