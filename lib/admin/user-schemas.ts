import { z } from "zod";

export const USER_ROLES = ["analyst", "admin"] as const;

const PASSWORD_MIN = 12;
const PASSWORD_MAX = 256;

/**
 * "generate": the console makes a strong password and shows it once; "set": the admin types one
 * (passed on to the user by a channel of their choice).
 */
const passwordChoice = {
  passwordMode: z.enum(["generate", "set"]),
  password: z.string().optional(),
};

function checkPassword(
  value: { passwordMode: "generate" | "set"; password?: string },
  ctx: z.RefinementCtx,
) {
  if (value.passwordMode !== "set") return;
  const password = value.password ?? "";
  if (password.length < PASSWORD_MIN) {
    ctx.addIssue({
      code: "custom",
      path: ["password"],
      message: `Use at least ${PASSWORD_MIN} characters.`,
    });
  } else if (password.length > PASSWORD_MAX) {
    ctx.addIssue({
      code: "custom",
      path: ["password"],
      message: `Use at most ${PASSWORD_MAX} characters.`,
    });
  }
}

export const createUserSchema = z
  .object({
    email: z.string().trim().toLowerCase().pipe(z.email("Enter an e-mail address.")),
    name: z.string().trim().min(1, "Enter a name.").max(100, "At most 100 characters."),
    role: z.enum(USER_ROLES),
    ...passwordChoice,
  })
  .superRefine(checkPassword);

export type CreateUserInput = z.input<typeof createUserSchema>;

export const resetPasswordSchema = z.object({ ...passwordChoice }).superRefine(checkPassword);

export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const updateUserSchema = z
  .object({
    name: z.string().trim().min(1, "Enter a name.").max(100, "At most 100 characters.").optional(),
    role: z.enum(USER_ROLES).optional(),
    disabled: z.boolean().optional(),
  })
  .refine(
    (value) => value.name !== undefined || value.role !== undefined || value.disabled !== undefined,
    { message: "Nothing to change." },
  );

export type UpdateUserInput = z.input<typeof updateUserSchema>;
