// The door of sauvegarde: what the rest of the shop imports of it (record 0220). Its other files are its own.
export {
  ArgumentError,
  BACKUP_USAGE,
  parseBackupArguments,
  parseRestoreArguments,
  RESTORE_USAGE,
} from './arguments'
export { BACKUP_WARNING_HOURS, backupPath, formatSize, lastBackupAge, listBackups } from './catalog'
export { ARCHIVE_NAME, backupDir, backupPassphrase, createBackup } from './create'
export { BackupError } from './format'
export { backupFreshness, readiness, readinessMessage } from './readiness'
export { restoreBackup } from './restore'
export { scheduleBackup } from './schedule'
export { isValidSchedulerToken, jobs, PASS_PATH, SCHEDULER_HEADER, startScheduler } from './scheduler'
