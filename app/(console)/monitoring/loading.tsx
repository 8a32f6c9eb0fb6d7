// Only data pages stream a skeleton: admin pages must decide their status (403) first.
export { PageSkeleton as default } from "@/components/ui/page-skeleton";
