import type { UserDto } from "@/lib/queries/users";

// Shared by the users panel, its columns and the row actions; apart, so none imports another back.

export interface UserFeedback {
  tone: "success" | "error";
  title: string;
  message: string;
}

export interface UserColumnsOptions {
  currentUserId: string;
  onFeedback: (feedback: UserFeedback) => void;
  onResetPassword: (user: UserDto) => void;
}
