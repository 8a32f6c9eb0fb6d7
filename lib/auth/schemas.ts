import { z } from "zod";

/** The sign-in form; the credentials provider parses the same schema on the server. */
export const signInSchema = z.object({
  email: z.string().trim().toLowerCase().email("Enter the e-mail address of your account"),
  password: z.string().min(1, "Enter your password").max(1024, "That password is too long"),
});

export type SignInInput = z.infer<typeof signInSchema>;

/** The first admin, created through the one-time setup link. */
export const setupSchema = z.object({
  token: z.string().min(1),
  name: z.string().trim().min(1, "Enter your name").max(200),
  email: z.string().trim().toLowerCase().email("Enter a valid e-mail address"),
  password: z.string().min(12, "Use at least 12 characters").max(256, "Use at most 256 characters"),
});

export type SetupInput = z.infer<typeof setupSchema>;
