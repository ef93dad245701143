// @vitest-environment node
/**
 * SPEC §7 makes timestamp-named strings dates, so no page may read the raw string.
 * The store keeps the wire strings (it must stay serializable) and dates are revived where they
 * are read (`reviveDates`, the entity selectors' `Revived<E>`), so a component that reads a query
 * hook's `data` without reviving compiles and shows an ISO string. The type checker knows which
 * reads those are: a read of a timestamp-named key (the same `isTimestampKey` rule the transport
 * revives by) whose type still includes `string`.
 */
import path from 'node:path'
import ts from 'typescript'
import { isTimestampKey, snakeCase } from '~/store/api/transport'

const root = path.resolve(__dirname, '..')
const src = path.join(root, 'src')

type RawTimestampRead = { file: string; line: number; key: string; type: string }

/** The key a node reads, when it is a read: `a.key`, `a['key']`, `const { key } = a`. */
function readKey(node: ts.Node): string | undefined {
  if (ts.isPropertyAccessExpression(node)) return node.name.text
  if (ts.isElementAccessExpression(node) && ts.isStringLiteralLike(node.argumentExpression)) {
    return node.argumentExpression.text
  }
  if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent)) {
    const key = node.propertyName ?? node.name
    return ts.isIdentifier(key) || ts.isStringLiteralLike(key) ? key.text : undefined
  }
  return undefined
}

/**
 * `a.key = …` stores a value (a request body being built, say): nothing is read. A compound
 * assignment (`??=`, `+=`) reads the old value first, so it is a read.
 */
function isAssignmentTarget(node: ts.Node) {
  const { parent } = node
  return (
    ts.isBinaryExpression(parent) &&
    parent.left === node &&
    parent.operatorToken.kind === ts.SyntaxKind.EqualsToken
  )
}

/**
 * `any` and `unknown` prove nothing either: only a type without a string in it is a date. A
 * generic read (`row.timeCreated` of a `T extends …`) is what its constraint allows.
 */
function mayBeString(checker: ts.TypeChecker, type: ts.Type): boolean {
  if (type.isUnion()) return type.types.some((member) => mayBeString(checker, member))
  if (type.flags & (ts.TypeFlags.TypeParameter | ts.TypeFlags.IndexedAccess)) {
    const constraint = checker.getBaseConstraintOfType(type)
    return constraint === undefined || mayBeString(checker, constraint)
  }
  return (type.flags & (ts.TypeFlags.StringLike | ts.TypeFlags.Any | ts.TypeFlags.Unknown)) !== 0
}

function rawTimestampReads(program: ts.Program, files: readonly ts.SourceFile[]) {
  const checker = program.getTypeChecker()
  const found: RawTimestampRead[] = []
  for (const file of files) {
    const visit = (node: ts.Node) => {
      const key = readKey(node)
      if (key !== undefined && isTimestampKey(key) && !isAssignmentTarget(node)) {
        const type = ts.isBindingElement(node)
          ? checker.getTypeAtLocation(node.name)
          : checker.getTypeAtLocation(node)
        if (mayBeString(checker, type)) {
          const { line } = file.getLineAndCharacterOfPosition(node.getStart(file))
          found.push({
            file: path.relative(root, file.fileName),
            line: line + 1,
            key,
            type: checker.typeToString(type),
          })
        }
      }
      ts.forEachChild(node, visit)
    }
    visit(file)
  }
  return found
}

const FIXTURE_DIR = path.join(src, '__timestamp-read-fixtures__')

/**
 * Keys the rule names that no response carries, so a read of one cannot be a wire timestamp:
 * `timeZone` is Intl.DateTimeFormat's option (an IANA zone name such as 'UTC'), which
 * util/relative-time.ts takes and passes on. The test below holds the contract to that.
 */
const NOT_IN_CONTRACT = ['timeZone']

/**
 * Type-checking the tree costs about 20 s of CPU, 20–90 s of wall clock on a two-core machine
 * shared with other test runs; the first check pays it.
 */
const CHECK_TIMEOUT = 300_000

/**
 * Known-bad and known-good snippets, compiled in the same program as the real tree (as files
 * under src/ that exist only in memory), so the rows prove the scan finds what it should.
 */
const fixtures: [name: string, code: string, expected: [line: number, key: string][]][] = [
  [
    'a query result read without reviving',
    `import type { Disk } from '~/store/api'
     export const f = (disk: Disk) => disk.timeCreated`,
    [[2, 'timeCreated']],
  ],
  [
    'optional chaining and an element access with a literal',
    `import type { Disk } from '~/store/api'
     export const f = (disk?: Disk) => [disk?.timeModified, disk?.['timeCreated']]`,
    [
      [2, 'timeModified'],
      [2, 'timeCreated'],
    ],
  ],
  [
    'destructuring, renamed or not',
    `import type { Disk } from '~/store/api'
     export function f(disk: Disk) {
       const { timeCreated, timeModified: modified } = disk
       return [timeCreated, modified]
     }`,
    [
      [3, 'timeCreated'],
      [3, 'timeModified'],
    ],
  ],
  [
    'a destructured prop typed as a wire string',
    `export const Row = ({ timestamp }: { timestamp: string }) => timestamp`,
    [[1, 'timestamp']],
  ],
  [
    'suffixes _time and _expiration (camelCase), and an untyped value',
    `export const f = (r: { endTime: string; tokenExpiration: string | null }, a: any) =>
       [r.endTime, r.tokenExpiration, a.timeCreated]`,
    [
      [2, 'endTime'],
      [2, 'tokenExpiration'],
      [2, 'timeCreated'],
    ],
  ],
  [
    'a generic row whose constraint is a wire string, and one whose constraint is a date',
    `export const f = <T extends { timeCreated: string }>(row: T) => row.timeCreated
     export const g = <T extends { timeCreated: Date }>(row: T) => row.timeCreated`,
    [[1, 'timeCreated']],
  ],
  [
    'revived reads, entity selector types and Date values',
    `import { type Disk, type Revived, reviveDates } from '~/store/api'
     export const f = (disk: Disk, row: Revived<Disk>, when: { timestamp: Date }) => {
       const { timeModified } = reviveDates(disk)
       return [reviveDates(disk).timeCreated, row.timeCreated, timeModified, when.timestamp]
     }`,
    [],
  ],
  [
    'keys outside the rule, numbers, and writes',
    `export function f(e: Event, r: { timeseriesName: string; time: string }, body: { startTime?: string }) {
       body.startTime = new Date().toISOString()
       return [e.timeStamp, r.timeseriesName, r.time, { timeCreated: 'x' }]
     }`,
    [],
  ],
  [
    'a compound assignment, which reads first',
    `export const f = (body: { startTime?: string }) => {
       body.startTime ??= new Date().toISOString()
     }`,
    [[2, 'startTime']],
  ],
]

function buildProgram() {
  const configPath = path.join(root, 'tsconfig.json')
  const config = ts.readConfigFile(configPath, ts.sys.readFile)
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root)
  const fixtureFiles = new Map(
    fixtures.map(([, code], i) => [path.join(FIXTURE_DIR, `fixture-${i}.ts`), code]),
  )
  const host = ts.createCompilerHost(parsed.options)
  const { getSourceFile, fileExists, readFile } = host
  host.fileExists = (name) => fixtureFiles.has(name) || fileExists(name)
  host.readFile = (name) => fixtureFiles.get(name) ?? readFile(name)
  host.getSourceFile = (name, language, ...rest) => {
    const code = fixtureFiles.get(name)
    return code === undefined
      ? getSourceFile(name, language, ...rest)
      : ts.createSourceFile(name, code, language, true)
  }
  const program = ts.createProgram({
    rootNames: [...parsed.fileNames, ...fixtureFiles.keys()],
    options: parsed.options,
    host,
  })
  return { program, fixtureFiles: [...fixtureFiles.keys()] }
}

describe('no page reads a raw timestamp string (SPEC §7)', () => {
  const { program, fixtureFiles } = buildProgram()
  const sourceFile = (name: string) => {
    const file = program.getSourceFile(name)
    if (!file) throw new Error(`${name} is not in the program`)
    return file
  }

  it.each(fixtures.map((row, i) => [...row, fixtureFiles[i]] as const))(
    'fixture: %s',
    (_, __, expected, fileName) => {
      const file = sourceFile(fileName)
      const diagnostics = program.getSemanticDiagnostics(file)
      expect(diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))).toEqual(
        [],
      )
      const found = rawTimestampReads(program, [file]).map(({ line, key }) => [line, key])
      expect(found).toEqual(expected)
    },
    CHECK_TIMEOUT,
  )

  it('excludes only keys the contract does not have', () => {
    const wire = sourceFile(path.join(root, 'store/api/__generated__/wire.ts')).text
    expect(wire).toContain('time_created')
    for (const key of NOT_IN_CONTRACT) {
      expect(isTimestampKey(key)).toBe(true)
      expect(wire).not.toContain(snakeCase(key))
    }
  })

  it(
    'finds none in the source tree',
    () => {
      const files = program
        .getSourceFiles()
        .filter(
          ({ fileName }) =>
            fileName.startsWith(`${src}/`) &&
            !fileName.startsWith(`${FIXTURE_DIR}/`) &&
            !/\.test\.tsx?$/.test(fileName) &&
            !fileName.endsWith('.d.ts'),
        )
      // the walk reached the tree (a wrong root would pass vacuously)
      expect(files.length).toBeGreaterThan(100)
      const found = rawTimestampReads(program, files)
        .filter(({ key }) => !NOT_IN_CONTRACT.includes(key))
        .map(({ file, line, key, type }) => `${file}:${line} reads ${key} as ${type}`)
      expect(found).toEqual([])
    },
    CHECK_TIMEOUT,
  )
})
