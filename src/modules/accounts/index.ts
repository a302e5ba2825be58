/** The accounts module's client-safe surface: the user-info shape, rules and schemas. */
export type { ImagePermission, PermissionName, PermissionQuota, QuotaPeriod, UserInfo } from './user-info'
export { isPaidRank, packCredits, rankQuotas, type RankQuota } from './user-info'
export { AVATAR_MAX_BYTES, AVATAR_PATH_PREFIX, AVATAR_URL } from './avatar-url'
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PasswordSchema } from './password-policy'
export { periodResetsAt, periodStart } from './quota-periods'
export {
  AvatarNameSchema,
  AvatarUploadSchema,
  DeleteAccountSchema,
  EmailSchema,
  NameSchema,
  UpdateUserSchema,
  type DeleteAccountInput,
  type UpdateUserInput,
} from './accounts.schema'
