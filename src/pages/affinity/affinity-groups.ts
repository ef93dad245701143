// the instance's settings tab (pages/instances/SettingsTab.tsx) imports the groups' words from here
export * from '../../resources/affinity-groups'
