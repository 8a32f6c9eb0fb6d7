// Only list pages stream a skeleton. Admin pages must decide their status (403) first, and
// detail pages theirs (404, from notFound()): a loading boundary above them would send 200 first.
export { ListPageSkeleton as default } from "@/components/ui/skeletons";
