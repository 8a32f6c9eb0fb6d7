"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

/** A change to queue items: on success every queue read (lists, item, my queue) is refetched. */
export function useItemMutation<TInput, TResult>(run: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["queue"] }),
  });
}
