// the instance's settings tab (pages/instances/SettingsTab.tsx) imports the groups' hooks from here
export * from '../../resources/use-affinity-groups'
