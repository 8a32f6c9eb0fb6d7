export { ListPageSkeleton as default } from "@/components/ui/skeletons";
