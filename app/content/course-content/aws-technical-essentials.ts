import type { CourseContent } from "~/content/courses";

/** AWS Technical Essentials (/services/aws-technical-essentials): six weeks. */
export const awsTechnicalEssentialsContent: CourseContent = {
  overview:
    "A hands-on introduction to the AWS cloud. You learn the core services for compute, storage, networking and databases, how to secure them, and how to combine them into reliable, cost-effective solutions.",
  outcomes: [
    "Navigate the AWS Management Console and command line",
    "Secure accounts and resources with IAM users, roles and policies",
    "Launch and manage compute with Amazon EC2 and AWS Lambda",
    "Store data with Amazon S3 and choose between AWS database services",
    "Design networks with Amazon VPC, subnets and security groups",
    "Monitor, scale and control costs following the AWS Well-Architected Framework",
  ],
  modules: [
    { title: "Cloud Foundations", description: "Cloud concepts, the AWS global infrastructure and the shared responsibility model." },
    { title: "Identity and Security", description: "IAM users, groups, roles and policies, and protecting the root account." },
    { title: "Networking", description: "Amazon VPC, subnets, route tables, gateways and security groups." },
    { title: "Compute", description: "Amazon EC2 instances, Auto Scaling, load balancing and an introduction to AWS Lambda." },
    { title: "Storage and Databases", description: "Amazon S3, block storage, Amazon RDS and Amazon DynamoDB, and when to use each." },
    {
      title: "Monitoring, Cost and Architecture",
      description: "Amazon CloudWatch, cost management and Well-Architected design in a final lab.",
    },
  ],
  audience: [
    "Beginners starting a career in cloud computing",
    "IT professionals and system administrators new to AWS",
    "Developers who want to understand the infrastructure they deploy to",
    "Technical managers who need a working knowledge of AWS",
  ],
  prerequisites: "Basic IT knowledge is helpful. No prior AWS experience is required.",
};
