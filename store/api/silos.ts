/**
 * The silos area's endpoints and their cache tags (tags.ts; docs/architecture.md), and what the
 * directory gathers from several lists: each group's members (the user view names no groups) and
 * every project's policy (the role each project gives a user or group).
 */
import { readWholeList } from '~/lib/whole-list'
import { generatedApi } from './__generated__/silos'
import type {
  Group,
  GroupResultsPage,
  Project,
  ProjectResultsPage,
  ProjectRolePolicy,
  UserResultsPage,
} from './__generated__/types'
import { baseApi } from './base-api'
import type { ApiError } from './errors'
import { LIST, listTags } from './tags'
import type { ApiRequest, QueryParams } from './transport'

export * from './__generated__/silos'

generatedApi.enhanceEndpoints({
  endpoints: {
    policyView: { providesTags: ['Policy'] },

    // access: a change at any level changes what the others show as inherited, so
    // every policy write refetches every policy; a silo or fleet role changes /v1/me's flags
    policyUpdate: { invalidatesTags: ['Policy', 'CurrentUser'] },
    utilizationView: { providesTags: ['SiloUtilization'] },

    authSettingsView: { providesTags: ['AuthSettings'] },
    authSettingsUpdate: { invalidatesTags: ['AuthSettings'] },

    userSessionList: { providesTags: (result) => listTags('ConsoleSession', result) },
    userTokenList: { providesTags: (result) => listTags('AccessToken', result) },
    // the contract: it deletes all of the user's tokens and sessions
    userLogout: {
      invalidatesTags: [
        { type: 'ConsoleSession', id: LIST },
        { type: 'AccessToken', id: LIST },
      ],
    },
  },
})

/** A group of the silo with its members' ids. */
export interface GroupWithMembers {
  group: Group
  memberIds: string[]
}

/** A project of the silo with its policy. */
export interface ProjectWithPolicy {
  project: Project
  policy: ProjectRolePolicy
}

type Answer = { data?: unknown; error?: unknown }

/** Reads one request through the api's base query, a failure thrown as its error. */
const reader =
  (baseQuery: (request: ApiRequest) => Answer | PromiseLike<Answer>) =>
  async <T>(url: string, params?: QueryParams) => {
    const result = await baseQuery({ url, params })
    if (result.error) throw result.error
    return result.data as T
  }

export const withDirectory = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Every group of the silo with its members: the groups read whole, then each one's members
     * (user_list's `group` filter) whole, through the api's base query with this query's signal.
     */
    groupMembers: build.query<GroupWithMembers[], void>({
      queryFn: async (_arg, _api, _extraOptions, baseQuery) => {
        const read = reader(baseQuery)
        try {
          const groups = await readWholeList({}, (params) =>
            read<GroupResultsPage>('/v1/groups', params),
          )
          const withMembers = await Promise.all(
            groups.map(async (group) => {
              const members = await readWholeList({ group: group.id }, (params) =>
                read<UserResultsPage>('/v1/users', params),
              )
              return { group, memberIds: members.map((member) => member.id) }
            }),
          )
          return { data: withMembers }
        } catch (error) {
          return { error: error as ApiError }
        }
      },
    }),

    /**
     * Every project of the silo with its policy: the silo's projects read whole
     * (docs/architecture.md, "From the contract to a page"), then each one's policy, through the
     * api's base query with this query's signal.
     */
    projectPolicies: build.query<ProjectWithPolicy[], void>({
      queryFn: async (_arg, _api, _extraOptions, baseQuery) => {
        const read = reader(baseQuery)
        try {
          const projects = await readWholeList({}, (params) =>
            read<ProjectResultsPage>('/v1/projects', params),
          )
          const withPolicies = await Promise.all(
            projects.map(async (project) => ({
              project,
              policy: await read<ProjectRolePolicy>(
                `/v1/projects/${encodeURIComponent(project.name)}/policy`,
              ),
            })),
          )
          return { data: withPolicies }
        } catch (error) {
          return { error: error as ApiError }
        }
      },
      // what its requests' own endpoints provide: the projects' list and the policies
      providesTags: ['Policy', { type: 'Project', id: LIST }],
    }),
  }),
})

export const { useGroupMembersQuery, useProjectPoliciesQuery } = withDirectory
