// Only data pages stream a skeleton: admin pages must decide their status (403) first.
export { ListPageSkeleton as default } from "@/components/ui/skeletons";
