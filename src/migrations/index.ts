import * as migration_20261122_021623_initial from './20261122_021623_initial';

export const migrations = [
  {
    up: migration_20261122_021623_initial.up,
    down: migration_20261122_021623_initial.down,
    name: '20261122_021623_initial'
  },
];
