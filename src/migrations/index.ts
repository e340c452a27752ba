import * as migration_20261129_042053_initial from './20261129_042053_initial';
import * as migration_20261123_182200_recherche from './20261123_182200_recherche';

export const migrations = [
  {
    up: migration_20261129_042053_initial.up,
    down: migration_20261129_042053_initial.down,
    name: '20261129_042053_initial'
  },
  {
    up: migration_20261123_182200_recherche.up,
    down: migration_20261123_182200_recherche.down,
    name: '20261123_182200_recherche'
  },
];
