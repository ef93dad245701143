/**
 * Test-only: validates the mock's JSON against the contract with ajv. The contract is OpenAPI 3.0,
 * not JSON Schema, so schemas are converted first: `nullable` becomes a null union, refs point into
 * one registered schema, OpenAPI-only keywords are dropped and the Oxide formats are registered.
 * Objects are closed (`additionalProperties: false` where the contract leaves it open) so a stray
 * key, e.g. a camelCase one, fails too; the contract has no multi-part `allOf` that this breaks.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import Ajv, { type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'

type Json = Record<string, unknown>
interface Operation {
  operationId: string
  responses: Record<string, Json>
}
export interface Contract {
  paths: Record<string, Record<string, Operation>>
  components: { schemas: Record<string, Json>; responses: Record<string, Json> }
}

// path.resolve, not `new URL(…, import.meta.url)`: under jsdom `URL` is jsdom's, not node's
export const CONTRACT_PATH = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../shared/api/oxide-openapi.json',
)

export const loadContract = (): Contract => JSON.parse(readFileSync(CONTRACT_PATH, 'utf8'))

const ROOT_ID = 'https://oxide.computer/contract.json'
const SCHEMA_REF = '#/components/schemas/'

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** OpenAPI 3.0 schema → JSON Schema (draft 7) that ajv accepts in strict mode. */
export function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema)
  if (!isObject(node)) return node
  const out: Json = {}
  for (const [key, value] of Object.entries(node)) {
    if (key === 'nullable' || key === 'example' || key.startsWith('x-')) continue
    if (key === '$ref' && typeof value === 'string' && value.startsWith(SCHEMA_REF)) {
      out.$ref = `${ROOT_ID}#/definitions/${value.slice(SCHEMA_REF.length)}`
    } else if (key === 'properties' && isObject(value)) {
      out.properties = Object.fromEntries(
        Object.entries(value).map(([name, schema]) => [name, toJsonSchema(schema)]),
      )
    } else if (key === 'enum' || key === 'default' || key === 'required') {
      out[key] = value
    } else {
      out[key] = toJsonSchema(value)
    }
  }
  if (out.type === 'object' && isObject(out.properties) && !('additionalProperties' in out)) {
    out.additionalProperties = false
  }
  if (node.nullable !== true) return out
  if (typeof out.type === 'string') {
    out.type = [out.type, 'null']
    if (Array.isArray(out.enum)) out.enum = [...out.enum, null]
    return out
  }
  return { anyOf: [out, { type: 'null' }] }
}

const integerRange = (min: number, max: number) => ({
  type: 'number' as const,
  validate: (value: number) => Number.isInteger(value) && value >= min && value <= max,
})

function addOxideFormats(ajv: Ajv) {
  addFormats(ajv)
  ajv.addFormat('uint8', integerRange(0, 0xff))
  ajv.addFormat('uint16', integerRange(0, 0xffff))
  ajv.addFormat('uint32', integerRange(0, 0xffffffff))
  // 64-bit values beyond 2^53 cannot round-trip through JSON.parse anyway
  ajv.addFormat('uint64', integerRange(0, Number.MAX_SAFE_INTEGER))
  ajv.addFormat('uint', integerRange(0, Number.MAX_SAFE_INTEGER))
  ajv.addFormat('int8', integerRange(-0x80, 0x7f))
  ajv.addFormat('int16', integerRange(-0x8000, 0x7fff))
  const ipv4 = ajv.formats.ipv4 as RegExp
  const ipv6 = ajv.formats.ipv6 as RegExp
  ajv.addFormat('ip', (value: string) => ipv4.test(value) || ipv6.test(value))
  ajv.addFormat('hex string (32 bytes)', /^[0-9a-fA-F]{64}$/)
}

export interface ContractValidator {
  /** The converted schema of a response, or null when the contract gives it no JSON body. */
  responseSchema(operationId: string, status: number): unknown
  /** ajv's messages; empty when the body matches. */
  validateResponse(operationId: string, status: number, body: unknown): string[]
  /** Validate any value against a named component schema (e.g. seeded records). */
  validateSchema(name: string, value: unknown): string[]
}

export function createContractValidator(contract: Contract = loadContract()): ContractValidator {
  const ajv = new Ajv({ strict: true, allowUnionTypes: true, allErrors: true })
  addOxideFormats(ajv)
  ajv.addSchema({ $id: ROOT_ID, definitions: toJsonSchema(contract.components.schemas) })

  const operations = new Map<string, Operation>()
  for (const item of Object.values(contract.paths)) {
    for (const operation of Object.values(item)) operations.set(operation.operationId, operation)
  }

  const compiled = new Map<string, ValidateFunction>()
  const compile = (key: string, schema: unknown) => {
    let validate = compiled.get(key)
    if (!validate) {
      validate = ajv.compile(schema as object)
      compiled.set(key, validate)
    }
    return validate
  }
  const run = (validate: ValidateFunction, value: unknown) =>
    validate(value)
      ? []
      : (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`)

  function responseSchema(operationId: string, status: number) {
    const operation = operations.get(operationId)
    if (!operation) throw new Error(`no operation ${operationId} in the contract`)
    const { responses } = operation
    let response = responses[status] ?? responses[`${String(status)[0]}XX`] ?? responses.default
    if (!response) throw new Error(`${operationId} has no response for ${status}`)
    if (typeof response.$ref === 'string') {
      response = contract.components.responses[response.$ref.split('/').at(-1) ?? '']
    }
    const content = response.content as Record<string, { schema: unknown }> | undefined
    // the device flow's OAuth 2.0 replies are `*/*` with an open schema in the contract
    const schema = (content?.['application/json'] ?? content?.['*/*'])?.schema
    return schema === undefined ? null : toJsonSchema(schema)
  }

  return {
    responseSchema,
    validateResponse(operationId, status, body) {
      const schema = responseSchema(operationId, status)
      if (schema === null) {
        return body === undefined ? [] : [`${operationId} ${status} has no body in the contract`]
      }
      return run(compile(`${operationId} ${status}`, schema), body)
    },
    validateSchema(name, value) {
      return run(compile(name, { $ref: `${ROOT_ID}#/definitions/${name}` }), value)
    },
  }
}
