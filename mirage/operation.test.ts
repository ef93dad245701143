// @vitest-environment node
/**
 * The handler types are the point of operation.ts; `tsc --noEmit` checks the expectations below
 * (an unused `@ts-expect-error` is itself an error), vitest only runs the file.
 */
import type { Handler, HandlerMap, PathParams, QueryParams, WireResponse } from './operation'

test('handlers are typed by operation', () => {
  const valid = {
    ping: () => ({ status: 'ok' }),
    project_delete: () => {},
    project_view: ({ params }) => ({
      id: params.project,
      name: 'web',
      description: '',
      time_created: '',
      time_modified: '',
    }),
  } satisfies HandlerMap
  expect(Object.keys(valid)).toHaveLength(3)

  // @ts-expect-error a Project needs its id, description and timestamps
  const wrongBody: Handler<'project_view'> = () => ({ name: 'web' })
  // @ts-expect-error PingStatus is 'ok'
  const wrongEnum: Handler<'ping'> = () => ({ status: 'fine' })
  // @ts-expect-error wire bodies are snake_case (extra keys are the contract test's to catch)
  const camelCase: Handler<'project_create'> = () => ({ id: '', name: 'web', timeCreated: '' })
  expect([wrongBody, wrongEnum, camelCase]).toHaveLength(3)

  expectTypeOf<WireResponse<'project_delete'>>().toEqualTypeOf<undefined>()
  expectTypeOf<PathParams<'project_view'>>().toEqualTypeOf<{ project: string }>()
  expectTypeOf<QueryParams<'vpc_list'>>().toEqualTypeOf<{
    limit?: string
    page_token?: string
    project?: string
    sort_by?: string
  }>()
})
