import * as migration_20261129_052014_initial from './20261129_052014_initial';
import * as migration_20261123_182200_recherche from './20261123_182200_recherche';

export const migrations = [
  {
    up: migration_20261129_052014_initial.up,
    down: migration_20261129_052014_initial.down,
    name: '20261129_052014_initial'
  },
  {
    up: migration_20261123_182200_recherche.up,
    down: migration_20261123_182200_recherche.down,
    name: '20261123_182200_recherche'
  },
];
